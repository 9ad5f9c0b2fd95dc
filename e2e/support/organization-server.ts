/**
 * An organization's server, API only (docs/boxes.md, docs/key-model.md): an organization and
 * a machine client made with the CLI as an operator would, an ES256 key, client_credentials
 * tokens, and boxes whose keys, key shares, automatic invitations and provisions are made
 * with @coffer/crypto, as the pages make them.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import {
  buildInvitationLink,
  buildProvisionLink,
  encryptInvitationPayload,
  encryptTextToBox,
  formatBoxPublicKey,
  generateBoxKeyPair,
  parseBoxPublicKey,
  splitBoxSecretKey,
  splitProvisionKey,
  type BoxKeyPair,
  type ProvisionKeySplit,
} from '@coffer/crypto';
import { createRelyingPartyKey, signClientAssertion } from '@coffer/api/test-relying-party';
import { APP_ORIGIN, APP_SERVER_ENV } from './e2e-settings';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

async function cli(args: string[], files: Record<string, string> = {}): Promise<unknown> {
  const folder = await mkdtemp(path.join(tmpdir(), 'coffer-e2e-org-'));
  try {
    const named = await Promise.all(
      Object.entries(files).map(async ([name, content]) => {
        const file = path.join(folder, name);
        await writeFile(file, content);
        return [name, file] as const;
      }),
    );
    const resolved = args.map((arg) => named.find(([name]) => name === arg)?.[1] ?? arg);
    const { stdout } = await promisify(execFile)('pnpm', ['-s', 'cli', ...resolved], {
      cwd: REPO_ROOT,
      env: { ...process.env, ...APP_SERVER_ENV },
    });
    return JSON.parse(stdout);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

export type OpenedBox = {
  boxId: string;
  keyPair: BoxKeyPair;
  /** The invitation link's share (`/boxes/<id>#<share>`). */
  invitationShare: string;
  link: string;
};

export type OrganizationServer = Awaited<ReturnType<typeof organizationServer>>;

/** An organization and its machine client (client_credentials, ES256), made with the CLI. */
export async function createMachineClient(name: string) {
  const { id: oid } = (await cli(['org', 'create', '--name', name])) as { id: string };
  const key = await createRelyingPartyKey();
  const { id: clientId } = (await cli(
    [
      'client',
      'create',
      '--name',
      `${name} server`,
      '--org',
      oid,
      '--grant',
      'client_credentials',
      '--jwks',
      'jwks.json',
    ],
    { 'jwks.json': JSON.stringify(key.jwks) },
  )) as { id: string };
  return { oid, clientId, key };
}

/** An organization token for the machine client `clientId` (client_credentials, private_key_jwt). */
export async function clientCredentialsToken(
  key: Awaited<ReturnType<typeof createRelyingPartyKey>>,
  clientId: string,
): Promise<string> {
  const response = await fetch(`${APP_ORIGIN}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await signClientAssertion(key, {
        clientId,
        audience: `${APP_ORIGIN}/oauth2/token`,
      }),
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export async function organizationServer(name: string) {
  const { oid, clientId, key } = await createMachineClient(name);

  const token = () => clientCredentialsToken(key, clientId);
  const accessToken = await token();

  async function call(method: string, apiPath: string, body?: unknown) {
    const response = await fetch(`${APP_ORIGIN}/api${apiPath}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  }

  const datatag = await call('POST', `/organizations/${oid}/datatags`, { name: 'Contracts' });
  expect(datatag.status).toBe(201);
  const datatagId = (datatag.body as { id: string }).id;

  return {
    oid,
    call,
    /**
     * A box about `subject`: invited automatically when they have keys, else through the
     * organization's provision for them (made once, then sent again), plus its link.
     */
    async openBox(
      title: string,
      subject: string,
      options: {
        provision?: ProvisionKeySplit;
        /** Encrypts the invitation share to a person's public key (default @coffer/crypto). */
        invite?: (publicKey: string, invitationShare: string) => Promise<string> | string;
      } = {},
    ): Promise<OpenedBox> {
      const invite =
        options.invite ??
        ((publicKey: string, share: string) =>
          encryptInvitationPayload(parseBoxPublicKey(publicKey), share));
      const keyPair = await generateBoxKeyPair();
      const split = await splitBoxSecretKey(keyPair.secretKey, keyPair.publicKey);
      const lookup = await call(
        'GET',
        `/identities/pubkey?identifier_value=${encodeURIComponent(subject)}`,
      );
      const invitationData: Record<string, string> = {};
      for (const publicKey of lookup.body as string[]) {
        invitationData[publicKey] = await invite(publicKey, split.invitationShare);
      }
      const { provision } = options;
      if (provision) {
        invitationData[provision.public_key] = await encryptInvitationPayload(
          parseBoxPublicKey(provision.public_key),
          split.invitationShare,
        );
      }
      const created = await call('POST', `/organizations/${oid}/boxes`, {
        title,
        owner_org_id: oid,
        datatag_id: datatagId,
        datatag_subject: subject,
        public_key: formatBoxPublicKey(keyPair.publicKey),
        key_share: {
          service_share: split.serviceShare,
          invitation_share_hash: split.invitationShareHash,
          encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
        },
        crypto: {
          invitation_data: invitationData,
          ...(provision
            ? {
                provisions: {
                  [subject]: {
                    public_key: provision.public_key,
                    service_key_share: provision.service_key_share,
                    user_key_share_hash: provision.user_key_share_hash,
                  },
                },
              }
            : {}),
        },
      });
      expect(created.status).toBe(201);
      const boxId = (created.body as { id: string }).id;
      return {
        boxId,
        keyPair,
        invitationShare: split.invitationShare,
        link: `${APP_ORIGIN}${buildInvitationLink(boxId, split.invitationShare)}`,
      };
    },
    async postText(box: OpenedBox, text: string) {
      const posted = await call('POST', `/boxes/${box.boxId}/events`, {
        type: 'msg.text',
        content: {
          encrypted: await encryptTextToBox(box.keyPair.publicKey, text),
          public_key: formatBoxPublicKey(box.keyPair.publicKey),
        },
      });
      expect(posted.status).toBe(201);
    },
    /** Splits the box key anew: the old link and unredeemed invitations stop working. */
    async rotateKeyShare(box: OpenedBox) {
      const split = await splitBoxSecretKey(box.keyPair.secretKey, box.keyPair.publicKey);
      const posted = await call('POST', `/boxes/${box.boxId}/events`, {
        type: 'state.key_share',
        extra: {
          service_share: split.serviceShare,
          invitation_share_hash: split.invitationShareHash,
          encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
        },
      });
      expect(posted.status).toBe(201);
    },
  };
}

/** A provision key pair for a person without keys, and its one link. */
export async function newProvision(): Promise<{ split: ProvisionKeySplit; link: string }> {
  const { secretKey } = await generateBoxKeyPair();
  const split = await splitProvisionKey(secretKey);
  return { split, link: buildProvisionLink(APP_ORIGIN, split.user_share) };
}
