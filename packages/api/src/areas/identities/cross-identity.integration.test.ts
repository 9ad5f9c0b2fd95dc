import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import {
  createSoftwareAuthenticator,
  createTestPasswordParams,
  prehash,
} from '@coffer/domain/test-authn-methods';
import {
  createIdentity,
  createOrganization,
  createUserSession,
} from '@coffer/domain/test-factories';
import { createRootKey, encodeBase64Url, randomBytes } from '@coffer/crypto';
import { createRestHandler } from '../../rest/create-rest-handler';
import { buildRestRoutes } from '../../rest/rest-routes';
import { accountsOperations } from '../accounts/operations';
import { keyStorageOperations } from '../key-storage/operations';
import { sealEntry, sealUnlocker, type Keys } from '../key-storage/test/key-storage-api';
import { notificationsOperations } from '../notifications/operations';
import { provisionsOperations } from '../provisions/operations';
import { sessionsOperations } from '../sessions/operations';
import { totpOperations } from '../totp/operations';
import { webauthnCredentialsOperations } from '../webauthn-credentials/operations';
import { identitiesOperations } from './operations';

process.env.APP_ORIGIN = 'http://localhost:3000';
const storageDir = mkdtempSync(path.join(tmpdir(), 'coffer-cross-identity-'));
process.env.FILE_STORAGE_DIR = storageDir;

// Every area with operations on an identity's resources, TOTP, accounts, the key storage
// and provisions included.
const routes = {
  identities: identitiesOperations,
  notifications: notificationsOperations,
  webauthnCredentials: webauthnCredentialsOperations,
  totp: totpOperations,
  accounts: accountsOperations,
  keyStorage: keyStorageOperations,
  provisions: provisionsOperations,
  sessions: sessionsOperations,
};
const handle = createRestHandler(routes);

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Body = { json: unknown } | { form: () => FormData } | undefined;

function send(method: string, path: string, headers: Headers, body?: Body) {
  let payload: BodyInit | undefined;
  if (body && 'json' in body) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body.json);
  } else if (body) {
    payload = body.form();
  }
  return handle(
    new Request(`http://localhost:3000/api${path}`, { method, headers, body: payload }),
  );
}

function avatarForm() {
  const form = new FormData();
  form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'a.png');
  return form;
}

/**
 * Identity A with something behind every endpoint: account, avatar, notifications (an
 * automatic invitation among them), keys, a key storage, a provision.
 */
async function victim() {
  const account = await getDb().account.create({
    data: {
      passwordHash: 'unchanged',
      passwordParams: createTestPasswordParams(),
      passwordUpdatedAt: new Date(),
    },
  });
  const identity = await getDb().identity.update({
    where: { id: (await createIdentity()).id },
    data: { accountId: account.id },
  });
  const session = await createUserSession({ identityId: identity.id, acr: 2 });
  expect(
    (
      await send('PUT', `/identities/${identity.id}/avatar`, session.headers(), {
        form: avatarForm,
      })
    ).status,
  ).toBe(204);
  await getDb().notification.createMany({
    data: [
      { identityId: identity.id, type: 'user_create_identity' },
      { identityId: identity.id, type: 'member_kick', details: { box_id: identity.id } },
      {
        identityId: identity.id,
        type: 'box_auto_invite',
        details: {
          box_id: identity.id,
          public_key: 'A'.repeat(43),
          encrypted_payload: 'cGF5bG9hZA',
          used: false,
        },
      },
    ],
  });
  const path = `/identities/${identity.id}/webauthn-credentials/create`;
  const options = (await (await send('GET', path, session.headers())).json()) as {
    publicKey: { challenge: string; rp: { id: string } };
  };
  const authenticator = createSoftwareAuthenticator({
    origin: 'http://localhost:3000',
    rpId: options.publicKey.rp.id,
  });
  const registered = await send('POST', path, session.headers(), {
    json: { name: 'A key', credential: authenticator.register(options.publicKey.challenge) },
  });
  expect(registered.status).toBe(200);
  const enrolment = await send('POST', `/identities/${identity.id}/totp/enroll`, session.headers());
  expect(enrolment.status).toBe(201);
  const { id: enrolmentId } = (await enrolment.json()) as { id: string };
  const notifications = await getDb().notification.findMany({
    where: { identityId: identity.id },
  });
  const keys: Keys = { accountId: account.id, rootKey: createRootKey() };
  const passkey = await sealUnlocker(keys, 'passkey', { credentialId: authenticator.id });
  const recovery = await sealUnlocker(keys, 'recovery');
  const entry = await sealEntry(keys, 'box_key');
  const setUp = await send('POST', `/identities/${identity.id}/storage`, session.headers(), {
    json: {
      account_id: account.id,
      unlockers: [passkey.unlocker, recovery.unlocker],
      entries: [{ kind: entry.kind, name: entry.name, ciphertext: entry.ciphertext }],
    },
  });
  expect(setUp.status).toBe(201);
  const provision = await getDb().provision.create({
    data: {
      organizationId: (await createOrganization()).id,
      email: identity.identifierValue,
      publicKey: 'A'.repeat(43),
      serviceKeyShare: encodeBase64Url(randomBytes(32)),
      userKeyShareHash: encodeBase64Url(randomBytes(64)),
    },
  });
  return {
    identity,
    accountId: account.id,
    keys,
    credentialId: authenticator.id,
    enrolmentId,
    notificationIds: notifications.map(({ id }) => id),
    invitationId: notifications.find(({ type }) => type === 'box_auto_invite')!.id,
    unlockerId: recovery.unlocker.id,
    entry,
    provisionHash: provision.userKeyShareHash,
  };
}

/** Everything of A the operations could change, blob bytes included. */
async function snapshot(identityId: string) {
  const db = getDb();
  const identity = await db.identity.findUniqueOrThrow({ where: { id: identityId } });
  return {
    identity,
    avatar: await readFile(path.join(storageDir, identity.avatarStorageKey!)),
    notifications: await db.notification.findMany({
      where: { identityId },
      orderBy: { id: 'asc' },
    }),
    credentials: await db.webauthnCredential.findMany({ where: { identityId } }),
    totpSecrets: await db.totpSecret.findMany({ where: { identityId }, orderBy: { id: 'asc' } }),
    recoveryCodes: await db.recoveryCode.count({ where: { identityId } }),
    account: await db.account.findUniqueOrThrow({ where: { id: identity.accountId! } }),
    accounts: await db.account.count(),
    unlockers: await db.unlocker.findMany({
      where: { accountId: identity.accountId! },
      orderBy: { id: 'asc' },
    }),
    entries: await db.storageEntry.findMany({ where: { accountId: identity.accountId! } }),
  };
}

/** The key storage operations on A's storage, each with a body that is valid but for whose it is. */
async function storageRows(
  a: Awaited<ReturnType<typeof victim>>,
): Promise<[string, string, string, Body][]> {
  const id = a.identity.id;
  const device = await sealUnlocker(a.keys, 'device');
  const { kek_params, nonce, wrapped_root_key } = device.unlocker;
  const storage = `/identities/${id}/storage`;
  const unlocker = `${storage}/unlockers/${a.unlockerId}`;
  const entry = `${storage}/entries/${a.entry.kind}/${a.entry.name}`;
  return [
    [
      'POST',
      '/identities/{id}/storage',
      storage,
      { json: { account_id: a.accountId, unlockers: [device.unlocker], entries: [] } },
    ],
    ['GET', '/identities/{id}/storage', storage, undefined],
    ['DELETE', '/identities/{id}/storage', storage, { json: { user_confirmation: 'reset' } }],
    ['GET', '/identities/{id}/storage/unlockers/{unlocker_id}', unlocker, undefined],
    [
      'POST',
      '/identities/{id}/storage/unlockers',
      `${storage}/unlockers`,
      { json: { unlocker: device.unlocker } },
    ],
    [
      'PUT',
      '/identities/{id}/storage/unlockers/{unlocker_id}',
      unlocker,
      { json: { kek_params, nonce, wrapped_root_key } },
    ],
    [
      'PATCH',
      '/identities/{id}/storage/unlockers/{unlocker_id}',
      unlocker,
      { json: { name: 'Taken over', saved: true } },
    ],
    ['DELETE', '/identities/{id}/storage/unlockers/{unlocker_id}', unlocker, undefined],
    ['GET', '/identities/{id}/storage/entries', `${storage}/entries`, undefined],
    [
      'PUT',
      '/identities/{id}/storage/entries/{kind}/{name}',
      entry,
      { json: { ciphertext: a.entry.ciphertext } },
    ],
    ['DELETE', '/identities/{id}/storage/entries/{kind}/{name}', entry, undefined],
  ];
}

it("identity B's session (acr 2) is refused on every operation on identity A's resources; A is unchanged", async () => {
  const a = await victim();
  const b = await createIdentity();
  const bSession = await createUserSession({ identityId: b.id, acr: 2 });
  const before = await snapshot(a.identity.id);
  const id = a.identity.id;
  const params = createTestPasswordParams();

  // [method, path template, concrete path, body]: the template ties a row to its route.
  const refused: [string, string, string, Body][] = [
    ['GET', '/identities/{id}', `/identities/${id}`, undefined],
    ['PATCH', '/identities/{id}', `/identities/${id}`, { json: { display_name: 'Mallory' } }],
    ['PUT', '/identities/{id}/avatar', `/identities/${id}/avatar`, { form: avatarForm }],
    ['DELETE', '/identities/{id}/avatar', `/identities/${id}/avatar`, undefined],
    [
      'DELETE',
      '/identities/{id}',
      `/identities/${id}`,
      { json: { user_confirmation: a.identity.identifierValue } },
    ],
    ['GET', '/identities/{id}/sessions', `/identities/${id}/sessions`, undefined],
    ['DELETE', '/identities/{id}/sessions', `/identities/${id}/sessions`, undefined],
    [
      'DELETE',
      '/identities/{id}/sessions/{session_id}',
      `/identities/${id}/sessions/${randomUUID()}`,
      undefined,
    ],
    ['GET', '/identities/{id}/profile/config', `/identities/${id}/profile/config`, undefined],
    [
      'PATCH',
      '/identities/{id}/profile/config',
      `/identities/${id}/profile/config`,
      { json: { email: true } },
    ],
    [
      'GET',
      '/identities/{id}/pubkey-challenge',
      `/identities/${id}/pubkey-challenge?public_key=${'A'.repeat(43)}`,
      undefined,
    ],
    ['HEAD', '/identities/{id}/notifications', `/identities/${id}/notifications`, undefined],
    ['GET', '/identities/{id}/notifications', `/identities/${id}/notifications`, undefined],
    [
      'PUT',
      '/identities/{id}/notifications/acknowledgement',
      `/identities/${id}/notifications/acknowledgement?ids=${a.notificationIds.join(',')}`,
      undefined,
    ],
    [
      'GET',
      '/identities/{id}/webauthn-credentials/create',
      `/identities/${id}/webauthn-credentials/create`,
      undefined,
    ],
    [
      'POST',
      '/identities/{id}/webauthn-credentials/create',
      `/identities/${id}/webauthn-credentials/create`,
      {
        json: {
          name: 'Mallory key',
          credential: createSoftwareAuthenticator({
            origin: 'http://localhost:3000',
            rpId: 'localhost',
          }).register('bm8tY2hhbGxlbmdl'),
        },
      },
    ],
    ['GET', '/webauthn-credentials', `/webauthn-credentials?identity_id=${id}`, undefined],
    [
      'PATCH',
      '/webauthn-credentials/{id}',
      `/webauthn-credentials/${a.credentialId}`,
      { json: { name: 'Taken over' } },
    ],
    ['DELETE', '/webauthn-credentials/{id}', `/webauthn-credentials/${a.credentialId}`, undefined],
    ['POST', '/identities/{id}/totp/enroll', `/identities/${id}/totp/enroll`, undefined],
    [
      'POST',
      '/identities/{id}/totp/enroll/{enroll_id}',
      `/identities/${id}/totp/enroll/${a.enrolmentId}`,
      { json: { code: '123456' } },
    ],
    ['DELETE', '/identities/{id}/totp', `/identities/${id}/totp`, undefined],
    [
      'POST',
      '/identities/{id}/account',
      `/identities/${id}/account`,
      { json: { prehashed_password: await prehash('mallory', params) } },
    ],
    ['POST', '/accounts/{id}/link-codes', `/accounts/${a.accountId}/link-codes`, undefined],
    [
      'PUT',
      '/accounts/{id}/password',
      `/accounts/${a.accountId}/password`,
      { json: { prehashed_password: await prehash('mallory', params) } },
    ],
    ...(await storageRows(a)),
    [
      'PUT',
      '/identities/{id}/notifications/{notification_id}/redemption',
      `/identities/${id}/notifications/${a.invitationId}/redemption`,
      undefined,
    ],
    ['GET', '/identities/{id}/provisions', `/identities/${id}/provisions`, undefined],
    // The unsubscribe link takes no session: only the token of A's own emails opens it.
    [
      'GET',
      '/identities/{id}/notifications/unsubscription',
      `/identities/${id}/notifications/unsubscription?token=${'A'.repeat(43)}`,
      undefined,
    ],
    [
      'POST',
      '/identities/{id}/notifications/unsubscription',
      `/identities/${id}/notifications/unsubscription?token=${'A'.repeat(43)}`,
      undefined,
    ],
  ];
  // Not under A's id, and not A's to give away: B learns nothing of it, not even that it exists.
  const hidden: [string, string, string][] = [
    ['GET', '/provisions/{user_key_share_hash}', `/provisions/${a.provisionHash}`],
  ];
  // Public reads: answered, but with nothing A did not make public.
  const open: [string, string][] = [
    ['GET', '/identities/{id}/profile'],
    ['GET', '/identities/{id}/avatar'],
    // Not about one identity's resources: by email, for invitations (own tests).
    ['GET', '/identities/pubkey'],
    // An organization's, for its staff and token (own tests).
    ['GET', '/organizations/{oid}/provisions'],
    // What a provisions link says before sign-in, to whoever holds the link (own tests).
    ['GET', '/provisions/{user_key_share_hash}/link'],
  ];

  const walked = new Set([
    ...refused.map(([m, t]) => `${m} ${t}`),
    ...hidden.map(([m, t]) => `${m} ${t}`),
    ...open.map(([m, t]) => `${m} ${t}`),
  ]);
  const served = buildRestRoutes(routes).map(({ meta }) => `${meta.method} ${meta.path}`);
  // A new operation fails this test until it is added to the walk.
  expect(served.filter((route) => !walked.has(route))).toEqual([]);

  for (const [method, , concrete, body] of refused) {
    const response = await send(method, concrete, bSession.headers(), body);
    expect(response.status, `${method} ${concrete}`).toBe(403);
    if (method !== 'HEAD') {
      const error = (await response.json()) as { code: string; origin: string };
      expect(error.code, `${method} ${concrete}`).toBe('forbidden');
      // Refused for whose it is, not for the session's level.
      expect(error.origin, `${method} ${concrete}`).not.toBe('acr');
    }
    expect(response.headers.get('x-total-count')).toBeNull();
  }

  for (const [method, , concrete] of hidden) {
    const response = await send(method, concrete, bSession.headers());
    expect(response.status, `${method} ${concrete}`).toBe(404);
  }

  const profile = await send('GET', `/identities/${id}/profile`, bSession.headers());
  expect(await profile.json()).toMatchObject({ identifier_value: '', identifier_kind: '' });

  expect(await snapshot(id)).toEqual(before);
});
