/**
 * The box API as the tests drive it: Coffer's whole REST handler, the
 * organization and box set-ups of the journeys, and a temporary file storage.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getDb } from '@coffer/db';
import {
  createIdentity,
  createOrganization,
  createOrganizationToken,
  createUserSession,
  randomEmail,
} from '@coffer/domain/test-factories';
import {
  encodeBase64Url,
  formatBoxPublicKey,
  generateBoxKeyPair,
  randomBytes,
  splitBoxSecretKey,
  type BoxKeyPair,
  type KeyShareSplit,
} from '@coffer/crypto';
import { handleRestRequest } from '../../../http-routes';
import { createRestClient } from '../../../../test/rest-client';

/** The REST handler of Coffer's whole operation table, for the streams and uploads. */
export const handleBoxApi = handleRestRequest;

/**
 * Points FILE_STORAGE_DIR at a new temporary folder. Call at the top of a test file, before
 * anything reads the environment (getEnv keeps its first reading).
 */
export async function useTemporaryFileStorage(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'coffer-box-files-'));
  process.env['FILE_STORAGE_DIR'] = root;
  return root;
}

/** Blobs and temporary files in a storage folder. */
export async function storedFiles(root: string) {
  const files = await readdir(path.join(root, 'files')).catch(() => []);
  const temporary = await readdir(path.join(root, '.tmp')).catch(() => []);
  return { files: files.length, temporary: temporary.length };
}

export const call = createRestClient();

export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export type Sender = {
  id: string;
  display_name: string;
  avatar_url: string | null;
  identifier_value: string;
  identifier_kind: string;
};

export type BoxEvent = {
  id: string;
  type: string;
  box_id: string;
  server_event_created_at: string;
  sender: Sender | null;
  sender_organization: { id: string; name: string } | null;
  content: Record<string, unknown> | null;
  referrer_id: string | null;
};

export type Box = {
  id: string;
  title: string;
  owner_org_id: string;
  owner_organization: { id: string; name: string };
  datatag_id: string | null;
  datatag_subject: string;
  public_key: string;
  access_mode: 'limited' | 'public';
  server_created_at: string;
  creator: Sender;
  last_event: BoxEvent | null;
  events_count: number;
};

/** A person signed in at the given acr. */
export async function signedIn(options: { email?: string; acr?: number } = {}) {
  const identity = await createIdentity({ email: options.email ?? randomEmail() });
  const session = await createUserSession({ identityId: identity.id, acr: options.acr ?? 2 });
  return { identity, headers: () => session.headers() };
}

export type Person = Awaited<ReturnType<typeof signedIn>>;

/** An organization with its token, an admin, an agent and a datatag. */
export async function setUpOrganization() {
  const organization = await createOrganization();
  const token = await createOrganizationToken(organization.id);
  const admin = await signedIn();
  const agent = await signedIn();
  await getDb().organizationMember.createMany({
    data: [
      { organizationId: organization.id, identityId: admin.identity.id, role: 'admin' },
      { organizationId: organization.id, identityId: agent.identity.id, role: 'agent' },
    ],
  });
  const datatag = await getDb().datatag.create({
    data: { organizationId: organization.id, name: 'Invoices' },
  });
  return { organization, token: () => token.headers(), admin, agent, datatag };
}

export type TestOrganization = Awaited<ReturnType<typeof setUpOrganization>>;

/** An admin of the organization signed in at acr 1: on its staff, below the acr its work needs. */
export async function adminAtAcr1(org: TestOrganization): Promise<Person> {
  const admin = await signedIn({ acr: 1 });
  await getDb().organizationMember.create({
    data: { organizationId: org.organization.id, identityId: admin.identity.id, role: 'admin' },
  });
  return admin;
}

/** A fresh 86-character hash that no key share uses. */
export function randomShareHash(): string {
  return encodeBase64Url(randomBytes(64));
}

/** A box opened by the organization's token (or `by`), with a real key pair and key share. */
export async function openBox(
  org: TestOrganization,
  options: { subject?: string; by?: () => Headers; body?: Record<string, unknown> } = {},
): Promise<{ box: Box; keyPair: BoxKeyPair; split: KeyShareSplit }> {
  const keyPair = await generateBoxKeyPair();
  const split = await splitBoxSecretKey(keyPair.secretKey, keyPair.publicKey);
  const response = await call(
    'POST',
    `/organizations/${org.organization.id}/boxes`,
    (options.by ?? org.token)(),
    {
      title: 'Your invoices',
      owner_org_id: org.organization.id,
      datatag_id: org.datatag.id,
      datatag_subject: options.subject ?? randomEmail('subject'),
      public_key: formatBoxPublicKey(keyPair.publicKey),
      key_share: {
        service_share: split.serviceShare,
        invitation_share_hash: split.invitationShareHash,
        encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
      },
      ...options.body,
    },
  );
  if (response.status !== 201) {
    throw new Error(`box creation answered ${response.status}: ${await response.text()}`);
  }
  return { box: await json<Box>(response), keyPair, split };
}

/** Posts an event; the response as is. */
export function postEvent(boxId: string, headers: Headers, event: Record<string, unknown>) {
  return call('POST', `/boxes/${boxId}/events`, headers, event);
}

/** A multipart upload of an encrypted file. */
export function uploadFile(
  boxId: string,
  headers: Headers,
  parts: { file?: Blob; encryptedContent?: string },
): Promise<Response> {
  const form = new FormData();
  if (parts.encryptedContent !== undefined) {
    form.append('msg_encrypted_content', parts.encryptedContent);
  }
  if (parts.file) form.append('encrypted_file', parts.file, 'file.bin');
  return handleBoxApi(
    new Request(`http://localhost:3000/api/boxes/${boxId}/encrypted-files`, {
      method: 'POST',
      headers,
      body: form,
    }),
  );
}

/** Row counts of everything a box operation may write: refusals must leave them as they are. */
export async function boxRowCounts() {
  const db = getDb();
  const [boxes, events, members, rules, keyShares, files, notifications, provisions, links] =
    await Promise.all([
      db.box.count(),
      db.boxEvent.count(),
      db.boxMember.count(),
      db.boxAccessRule.count(),
      db.boxKeyShare.count(),
      db.encryptedFile.count(),
      db.notification.count(),
      db.provision.count(),
      db.boxProvision.count(),
    ]);
  const box = await db.box.findMany({
    select: { id: true, accessMode: true, lastEventAt: true, eventsCount: true },
    orderBy: { id: 'asc' },
  });
  const contents = await db.boxEvent.findMany({
    select: { id: true, content: true, deletedAt: true },
    orderBy: { id: 'asc' },
  });
  return {
    boxes,
    events,
    members,
    rules,
    keyShares,
    files,
    notifications,
    provisions,
    links,
    box,
    contents,
  };
}
