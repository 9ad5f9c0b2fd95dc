import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { decryptEntry, encodeBase64Url, randomBytes, unwrapRootKey } from '@coffer/crypto';
import {
  createOrganization,
  createOrganizationToken,
  createUserSession,
} from '@coffer/domain/test-factories';
import { acrTooLow } from '../../../test/refusals';
import {
  call,
  json,
  personWithStorage,
  registerPasskey,
  sealEntry,
  sealUnlocker,
  signedIn,
  storageRows,
  type Keys,
  type PersonWithStorage,
  type SealedEntry,
} from './test/key-storage-api';

type Storage = {
  account_id: string | null;
  unlockers: {
    id: string;
    kind: string;
    name: string;
    kek_params: unknown;
    created_at: string;
    last_used_at: string | null;
  }[];
  entry_count: number;
  limits: { entries: number; entry_bytes: number; unlockers: number };
};
type Unlocker = Storage['unlockers'][number] & { nonce: string; wrapped_root_key: string };
type Entry = SealedEntry & { updated_at: string };

const storagePath = (owner: { identity: { id: string } }) =>
  `/identities/${owner.identity.id}/storage`;

function entryPath(owner: { identity: { id: string } }, entry: { kind: string; name: string }) {
  return `${storagePath(owner)}/entries/${entry.kind}/${entry.name}`;
}

async function readStorage(owner: PersonWithStorage | Awaited<ReturnType<typeof signedIn>>) {
  return json<Storage>(await call('GET', storagePath(owner), owner.headers()));
}

async function listEntries(owner: PersonWithStorage, query = '') {
  return json<Entry[]>(await call('GET', `${storagePath(owner)}/entries${query}`, owner.headers()));
}

/** The root key, reopened as a page would: fetch one unlocker and unseal it with its KEK. */
async function reopen(owner: PersonWithStorage, unlockerId: string, kek: CryptoKey) {
  const response = await call(
    'GET',
    `${storagePath(owner)}/unlockers/${unlockerId}`,
    owner.headers(),
  );
  expect(response.status).toBe(200);
  const unlocker = await json<Unlocker>(response);
  return unwrapRootKey(unlocker, kek, { accountId: owner.keys.accountId, unlockerId });
}

describe('POST /identities/{id}/storage', () => {
  it('201 sets up the storage of an identity without account: an account without password, made with its passkey', async () => {
    const owner = await personWithStorage();
    const storage = await readStorage(owner);
    expect(storage).toEqual({
      account_id: owner.keys.accountId,
      unlockers: expect.arrayContaining([
        {
          id: owner.passkey.unlocker.id,
          kind: 'passkey',
          name: 'My passkey',
          kek_params: { credential_id: owner.credentialId },
          created_at: expect.stringMatching(/Z$/),
          last_used_at: null,
          signs_out: false,
          browser: null,
          os: null,
          device_type: null,
          saved_at: null,
        },
        expect.objectContaining({
          id: owner.recovery.unlocker.id,
          kind: 'recovery',
          kek_params: {},
          // A new recovery key is not saved until the person says so.
          saved_at: null,
        }),
      ]),
      entry_count: 1,
      limits: { entries: 10_000, entry_bytes: 16_384, unlockers: 32 },
    });
    expect(storage.unlockers).toHaveLength(2);
    // The list never carries a sealed root key.
    expect(JSON.stringify(storage)).not.toContain(owner.passkey.unlocker.wrapped_root_key);

    const db = getDb();
    const account = await db.account.findUniqueOrThrow({ where: { id: owner.keys.accountId } });
    expect(account).toMatchObject({ passwordHash: null, passwordParams: null });
    const notifications = await db.notification.findMany({
      where: { identityId: owner.identity.id },
    });
    expect(notifications.map(({ type }) => type)).toEqual(['user_create_account']);
    expect(await reopen(owner, owner.recovery.unlocker.id, owner.recovery.kek)).toEqual(
      owner.keys.rootKey,
    );
  });

  it('201 for an identity with a (password) account, sealed to that account; it keeps its password', async () => {
    const person = await signedIn();
    const account = await getDb().account.create({
      data: { passwordHash: 'kept', passwordParams: {}, passwordUpdatedAt: new Date() },
    });
    await getDb().identity.update({
      where: { id: person.identity.id },
      data: { accountId: account.id },
    });
    const keys: Keys = { accountId: account.id, rootKey: randomBytes(32) };
    const password = await sealUnlocker(keys, 'password');
    const device = await sealUnlocker(keys, 'device');
    const boxKey = await sealEntry(keys, 'box_key');
    const response = await call('POST', storagePath(person), person.headers(), {
      account_id: account.id,
      unlockers: [password.unlocker, device.unlocker],
      entries: [{ kind: boxKey.kind, name: boxKey.name, ciphertext: boxKey.ciphertext }],
    });
    expect(response.status).toBe(201);
    expect(await json<Storage>(response)).toMatchObject({ account_id: account.id, entry_count: 1 });
    expect(
      (await getDb().account.findUniqueOrThrow({ where: { id: account.id } })).passwordHash,
    ).toBe('kept');
    expect(await getDb().notification.count({ where: { identityId: person.identity.id } })).toBe(0);
  });

  it('refuses what cannot make a storage, and changes nothing', async () => {
    const person = await signedIn();
    const credentialId = await registerPasskey(person.identity.id);
    const stranger = await signedIn();
    const strangersPasskey = await registerPasskey(stranger.identity.id);
    const keys: Keys = { accountId: randomUUID(), rootKey: randomBytes(32) };
    const passkey = await sealUnlocker(keys, 'passkey', { credentialId });
    const recovery = await sealUnlocker(keys, 'recovery');
    const otherRecovery = await sealUnlocker(keys, 'recovery');
    const entry = await sealEntry(keys, 'identity_key');
    const sealedEntry = { kind: entry.kind, name: entry.name, ciphertext: entry.ciphertext };
    const taken = await personWithStorage();
    const cases: [string, Record<string, unknown>, number, Record<string, string>][] = [
      [
        'no passkey for an identity without account',
        { unlockers: [recovery.unlocker] },
        400,
        { unlockers: 'invalid' },
      ],
      [
        "another identity's passkey",
        {
          unlockers: [
            (await sealUnlocker(keys, 'passkey', { credentialId: strangersPasskey })).unlocker,
          ],
        },
        400,
        { unlockers: 'invalid' },
      ],
      [
        'two recovery unlockers',
        { unlockers: [passkey.unlocker, recovery.unlocker, otherRecovery.unlocker] },
        409,
        { unlockers: 'conflict' },
      ],
      [
        'an unlocker id another account uses',
        {
          unlockers: [passkey.unlocker, { ...recovery.unlocker, id: taken.recovery.unlocker.id }],
        },
        409,
        { unlockers: 'conflict' },
      ],
      [
        "another account's id",
        { account_id: taken.keys.accountId },
        409,
        { account_id: 'conflict' },
      ],
      [
        'an entry given twice',
        { entries: [sealedEntry, sealedEntry] },
        400,
        { entries: 'invalid' },
      ],
      ['no unlocker', { unlockers: [] }, 400, { unlockers: 'malformed' }],
      [
        'an upper-case account id',
        { account_id: keys.accountId.toUpperCase() },
        400,
        { account_id: 'malformed' },
      ],
      [
        'a nonce of 11 bytes',
        { unlockers: [{ ...passkey.unlocker, nonce: encodeBase64Url(randomBytes(11)) }] },
        400,
        { unlockers: 'malformed' },
      ],
      [
        'a sealed root key without its tag',
        {
          unlockers: [{ ...passkey.unlocker, wrapped_root_key: encodeBase64Url(randomBytes(32)) }],
        },
        400,
        { unlockers: 'malformed' },
      ],
      [
        'an unknown unlocker kind',
        { unlockers: [{ ...passkey.unlocker, kind: 'fingerprint' }] },
        400,
        { unlockers: 'malformed' },
      ],
      [
        'kek_params of another kind (a passkey without its credential)',
        { unlockers: [{ ...passkey.unlocker, kek_params: {} }] },
        400,
        { unlockers: 'required' },
      ],
      [
        'a name over 100 characters',
        { unlockers: [{ ...passkey.unlocker, name: 'x'.repeat(101) }] },
        400,
        { unlockers: 'too_large' },
      ],
    ];
    const before = await storageRows();
    for (const [why, overrides, status, details] of cases) {
      const response = await call('POST', storagePath(person), person.headers(), {
        account_id: keys.accountId,
        unlockers: [passkey.unlocker, recovery.unlocker],
        entries: [sealedEntry],
        ...overrides,
      });
      expect(response.status, why).toBe(status);
      expect((await json<{ details: unknown }>(response)).details, why).toEqual(details);
    }
    expect(await storageRows()).toEqual(before);
    expect(
      (await getDb().identity.findUniqueOrThrow({ where: { id: person.identity.id } })).accountId,
    ).toBeNull();
  });

  it('409 once set up; 400 for an account_id that is not the identity’s', async () => {
    const owner = await personWithStorage();
    const again = await sealUnlocker(owner.keys, 'device');
    const before = await storageRows();
    const twice = await call('POST', storagePath(owner), owner.headers(), {
      account_id: owner.keys.accountId,
      unlockers: [again.unlocker],
      entries: [],
    });
    expect(twice.status).toBe(409);
    expect(await json<unknown>(twice)).toMatchObject({
      origin: 'path',
      details: { id: 'conflict' },
    });
    const otherAccount = await call('POST', storagePath(owner), owner.headers(), {
      account_id: randomUUID(),
      unlockers: [again.unlocker],
      entries: [],
    });
    expect(otherAccount.status).toBe(400);
    expect(await json<unknown>(otherAccount)).toMatchObject({ details: { account_id: 'invalid' } });
    expect(await storageRows()).toEqual(before);
  });
});

describe('GET /identities/{id}/storage', () => {
  it('an identity without account has an empty storage', async () => {
    const person = await signedIn();
    expect(await readStorage(person)).toEqual({
      account_id: null,
      unlockers: [],
      entry_count: 0,
      limits: { entries: 10_000, entry_bytes: 16_384, unlockers: 32 },
    });
  });
});

describe('unlockers', () => {
  it('GET one answers its sealed root key and records its use; the page reopens the root key', async () => {
    const owner = await personWithStorage();
    const rootKey = await reopen(owner, owner.passkey.unlocker.id, owner.passkey.kek);
    expect(rootKey).toEqual(owner.keys.rootKey);
    const storage = await readStorage(owner);
    const used = storage.unlockers.find(({ id }) => id === owner.passkey.unlocker.id);
    expect(Date.now() - Date.parse(used?.last_used_at ?? '')).toBeLessThan(60_000);
    const unused = storage.unlockers.find(({ id }) => id === owner.recovery.unlocker.id);
    expect(unused?.last_used_at).toBeNull();
  });

  it('POST adds one (201); a second password, a passkey twice, or another account’s passkey are refused', async () => {
    const owner = await personWithStorage();
    const password = await sealUnlocker(owner.keys, 'password');
    const added = await call('POST', `${storagePath(owner)}/unlockers`, owner.headers(), {
      unlocker: password.unlocker,
    });
    expect(added.status).toBe(201);
    expect(await json<unknown>(added)).toEqual({
      id: password.unlocker.id,
      kind: 'password',
      name: 'My password',
      kek_params: password.unlocker.kek_params,
      created_at: expect.stringMatching(/Z$/),
      last_used_at: null,
      signs_out: false,
      browser: null,
      os: null,
      device_type: null,
      saved_at: null,
    });
    expect(await reopen(owner, password.unlocker.id, password.kek)).toEqual(owner.keys.rootKey);

    const stranger = await personWithStorage();
    const secondPasskey = await registerPasskey(owner.identity.id);
    const cases: [string, Record<string, unknown>, number, string][] = [
      ['a second password', (await sealUnlocker(owner.keys, 'password')).unlocker, 409, 'conflict'],
      [
        'a second recovery key',
        (await sealUnlocker(owner.keys, 'recovery')).unlocker,
        409,
        'conflict',
      ],
      [
        'a passkey that has an unlocker',
        (await sealUnlocker(owner.keys, 'passkey', { credentialId: owner.credentialId })).unlocker,
        409,
        'conflict',
      ],
      [
        "another account's passkey",
        (await sealUnlocker(owner.keys, 'passkey', { credentialId: stranger.credentialId }))
          .unlocker,
        400,
        'invalid',
      ],
      ['an id taken', { ...password.unlocker, kind: 'device', kek_params: {} }, 409, 'conflict'],
    ];
    const before = await storageRows();
    for (const [why, unlocker, status, reason] of cases) {
      const response = await call('POST', `${storagePath(owner)}/unlockers`, owner.headers(), {
        unlocker,
      });
      expect(response.status, why).toBe(status);
      expect(await json<unknown>(response), why).toMatchObject({ details: { unlocker: reason } });
    }
    expect(await storageRows()).toEqual(before);
    const another = await sealUnlocker(owner.keys, 'passkey', { credentialId: secondPasskey });
    const ok = await call('POST', `${storagePath(owner)}/unlockers`, owner.headers(), {
      unlocker: another.unlocker,
    });
    expect(ok.status).toBe(201);
  });

  it('POST before the set-up is a 409', async () => {
    const person = await signedIn();
    const credentialId = await registerPasskey(person.identity.id);
    const keys: Keys = { accountId: randomUUID(), rootKey: randomBytes(32) };
    const passkey = await sealUnlocker(keys, 'passkey', { credentialId });
    const response = await call('POST', `${storagePath(person)}/unlockers`, person.headers(), {
      unlocker: passkey.unlocker,
    });
    expect(response.status).toBe(409);
    expect(await json<unknown>(response)).toMatchObject({ details: { id: 'conflict' } });
  });

  it('PUT seals it again under a new KEK (204), keeps its kind, and renames it', async () => {
    const owner = await personWithStorage();
    const renewed = await sealUnlocker(owner.keys, 'recovery', { id: owner.recovery.unlocker.id });
    const path = `${storagePath(owner)}/unlockers/${owner.recovery.unlocker.id}`;
    const { kek_params, nonce, wrapped_root_key } = renewed.unlocker;
    const response = await call('PUT', path, owner.headers(), {
      name: 'Printed in the drawer',
      kek_params,
      nonce,
      wrapped_root_key,
    });
    expect(response.status).toBe(204);
    expect(await reopen(owner, owner.recovery.unlocker.id, renewed.kek)).toEqual(
      owner.keys.rootKey,
    );
    await expect(
      reopen(owner, owner.recovery.unlocker.id, owner.recovery.kek),
    ).rejects.toMatchObject({ code: 'DECRYPTION_FAILED' });
    const storage = await readStorage(owner);
    expect(storage.unlockers.find(({ id }) => id === owner.recovery.unlocker.id)).toMatchObject({
      kind: 'recovery',
      name: 'Printed in the drawer',
    });

    const before = await storageRows();
    const otherKind = await call('PUT', path, owner.headers(), {
      kek_params: { credential_id: owner.credentialId },
      nonce,
      wrapped_root_key,
    });
    expect(otherKind.status).toBe(400);
    expect(await json<unknown>(otherKind)).toMatchObject({ details: { kek_params: 'invalid' } });
    expect(await storageRows()).toEqual(before);
  });

  it('PATCH renames one and notes a recovery key saved (204), without sealing or emailing; a new key is unsaved again', async () => {
    const owner = await personWithStorage();
    const path = (id: string) => `${storagePath(owner)}/unlockers/${id}`;
    const emailsBefore = await getDb().outboxMail.count();
    const renamed = await call('PATCH', path(owner.passkey.unlocker.id), owner.headers(), {
      name: '  Laptop passkey ',
    });
    expect(renamed.status).toBe(204);
    const saved = await call('PATCH', path(owner.recovery.unlocker.id), owner.headers(), {
      saved: true,
    });
    expect(saved.status).toBe(204);
    const storage = await readStorage(owner);
    const byId = (id: string) => storage.unlockers.find((unlocker) => unlocker.id === id);
    expect(byId(owner.passkey.unlocker.id)).toMatchObject({ name: 'Laptop passkey' });
    expect(byId(owner.recovery.unlocker.id)).toMatchObject({
      saved_at: expect.stringMatching(/Z$/),
    });
    expect(await getDb().outboxMail.count()).toBe(emailsBefore);

    const other = await personWithStorage();
    const before = await storageRows();
    const refusals: [string, string, unknown, number, unknown][] = [
      ['a blank name', owner.passkey.unlocker.id, { name: '  ' }, 400, { name: 'malformed' }],
      [
        'a long name',
        owner.passkey.unlocker.id,
        { name: 'x'.repeat(101) },
        400,
        { name: 'too_large' },
      ],
      [
        'saved, not a recovery key',
        owner.passkey.unlocker.id,
        { saved: true },
        400,
        { saved: 'invalid' },
      ],
      ['saved: false', owner.recovery.unlocker.id, { saved: false }, 400, { saved: 'invalid' }],
      [
        "another account's unlocker",
        other.recovery.unlocker.id,
        { name: 'Mine now', saved: true },
        404,
        { unlocker_id: 'not_found' },
      ],
    ];
    for (const [why, id, body, status, details] of refusals) {
      const response = await call('PATCH', path(id), owner.headers(), body);
      expect(response.status, why).toBe(status);
      expect((await json<{ details: unknown }>(response)).details, why).toEqual(details);
    }
    expect(await storageRows()).toEqual(before);

    // A new recovery key in the same slot is a key not saved yet.
    const renewed = await sealUnlocker(owner.keys, 'recovery', { id: owner.recovery.unlocker.id });
    const { kek_params, nonce, wrapped_root_key } = renewed.unlocker;
    await call('PUT', path(owner.recovery.unlocker.id), owner.headers(), {
      kek_params,
      nonce,
      wrapped_root_key,
    });
    expect(
      (await readStorage(owner)).unlockers.find(({ id }) => id === owner.recovery.unlocker.id),
    ).toMatchObject({ saved_at: null });
  });

  it('DELETE removes one (204), never the last (409)', async () => {
    const owner = await personWithStorage();
    const unlockers = `${storagePath(owner)}/unlockers`;
    const first = await call(
      'DELETE',
      `${unlockers}/${owner.passkey.unlocker.id}`,
      owner.headers(),
    );
    expect(first.status).toBe(204);
    const last = await call(
      'DELETE',
      `${unlockers}/${owner.recovery.unlocker.id}`,
      owner.headers(),
    );
    expect(last.status).toBe(409);
    expect(await json<unknown>(last)).toMatchObject({ details: { unlocker_id: 'conflict' } });
    expect((await readStorage(owner)).unlockers.map(({ id }) => id)).toEqual([
      owner.recovery.unlocker.id,
    ]);
  });

  it("another account's unlocker is unknown (404) to GET, PUT and DELETE, and stays as it was", async () => {
    const owner = await personWithStorage();
    const other = await personWithStorage();
    const before = await storageRows();
    const path = `${storagePath(owner)}/unlockers/${other.recovery.unlocker.id}`;
    const renewed = await sealUnlocker(owner.keys, 'recovery', { id: other.recovery.unlocker.id });
    const { kek_params, nonce, wrapped_root_key } = renewed.unlocker;
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { kek_params, nonce, wrapped_root_key }],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(method, path, owner.headers(), body);
      expect(response.status, method).toBe(404);
      expect(await json<unknown>(response)).toMatchObject({
        details: { unlocker_id: 'not_found' },
      });
    }
    expect(await storageRows()).toEqual(before);
  });

  it('a passkey that is the only unlocker cannot be deleted; otherwise its unlocker goes with it', async () => {
    const owner = await personWithStorage();
    await call(
      'DELETE',
      `${storagePath(owner)}/unlockers/${owner.recovery.unlocker.id}`,
      owner.headers(),
    );
    const refused = await call(
      'DELETE',
      `/webauthn-credentials/${owner.credentialId}`,
      owner.headers(),
    );
    expect(refused.status).toBe(409);
    expect(await json<unknown>(refused)).toMatchObject({ details: { id: 'conflict' } });
    expect(await getDb().webauthnCredential.count({ where: { id: owner.credentialId } })).toBe(1);

    const device = await sealUnlocker(owner.keys, 'device');
    await call('POST', `${storagePath(owner)}/unlockers`, owner.headers(), {
      unlocker: device.unlocker,
    });
    const deleted = await call(
      'DELETE',
      `/webauthn-credentials/${owner.credentialId}`,
      owner.headers(),
    );
    expect(deleted.status).toBe(204);
    expect((await readStorage(owner)).unlockers.map(({ id }) => id)).toEqual([device.unlocker.id]);
  });
});

describe('entries', () => {
  it('PUT writes and replaces (204), GET lists them newest first, by kind; the page opens them', async () => {
    const owner = await personWithStorage();
    const boxKey = await sealEntry(owner.keys, 'box_key');
    const written = await call('PUT', entryPath(owner, boxKey), owner.headers(), {
      ciphertext: boxKey.ciphertext,
    });
    expect(written.status).toBe(204);
    const listed = await listEntries(owner);
    expect(listed).toEqual([
      {
        kind: 'box_key',
        name: boxKey.name,
        ciphertext: boxKey.ciphertext,
        updated_at: expect.stringMatching(/Z$/),
      },
      {
        kind: 'identity_key',
        name: owner.identityKey.name,
        ciphertext: owner.identityKey.ciphertext,
        updated_at: expect.any(String),
      },
    ]);
    for (const entry of listed) {
      const secret = await decryptEntry(
        owner.keys.rootKey,
        { accountId: owner.keys.accountId, kind: entry.kind, name: entry.name },
        entry.ciphertext,
      );
      expect(secret).toEqual(entry.kind === 'box_key' ? boxKey.secret : owner.identityKey.secret);
    }
    expect((await listEntries(owner, '?kind=identity_key')).map(({ name }) => name)).toEqual([
      owner.identityKey.name,
    ]);

    const replaced = await sealEntry(owner.keys, 'box_key', { name: boxKey.name });
    await call('PUT', entryPath(owner, boxKey), owner.headers(), {
      ciphertext: replaced.ciphertext,
    });
    expect(await listEntries(owner, '?kind=box_key')).toEqual([
      expect.objectContaining({ name: boxKey.name, ciphertext: replaced.ciphertext }),
    ]);
    expect((await readStorage(owner)).entry_count).toBe(2);
  });

  it('DELETE removes one (204); an entry it does not have is 404', async () => {
    const owner = await personWithStorage();
    const path = entryPath(owner, owner.identityKey);
    expect((await call('DELETE', path, owner.headers())).status).toBe(204);
    expect(await listEntries(owner)).toEqual([]);
    const again = await call('DELETE', path, owner.headers());
    expect(again.status).toBe(404);
    expect(await json<unknown>(again)).toMatchObject({ details: { name: 'not_found' } });
  });

  it("another account's entry is not reachable: the same name is the caller's own (absent) entry", async () => {
    const owner = await personWithStorage();
    const other = await personWithStorage();
    const before = await storageRows();
    const deleted = await call('DELETE', entryPath(owner, other.identityKey), owner.headers());
    expect(deleted.status).toBe(404);
    expect(await listEntries(owner)).toEqual([
      expect.objectContaining({ name: owner.identityKey.name }),
    ]);
    expect(await storageRows()).toEqual(before);
  });

  it('PUT before the storage is set up is a 409; nothing is written', async () => {
    const person = await signedIn();
    const keys: Keys = { accountId: randomUUID(), rootKey: randomBytes(32) };
    const entry = await sealEntry(keys, 'box_key');
    const before = await storageRows();
    const response = await call('PUT', entryPath(person, entry), person.headers(), {
      ciphertext: entry.ciphertext,
    });
    expect(response.status).toBe(409);
    expect(await storageRows()).toEqual(before);
  });

  it('refuses malformed ciphertexts, unknown kinds and names not of their kind (400)', async () => {
    const owner = await personWithStorage();
    const boxId = randomUUID();
    const valid = (await sealEntry(owner.keys, 'box_key', { name: boxId })).ciphertext;
    const cases: [string, string, unknown, Record<string, string>][] = [
      [
        '27 bytes',
        `box_key/${boxId}`,
        encodeBase64Url(randomBytes(27)),
        { ciphertext: 'malformed' },
      ],
      [
        'standard base64',
        `box_key/${boxId}`,
        `${valid.slice(0, -2)}+/`,
        { ciphertext: 'malformed' },
      ],
      ['padding', `box_key/${boxId}`, `${valid}==`, { ciphertext: 'malformed' }],
      // 29 bytes end in a character with 2 spare bits: set, they are another spelling.
      [
        'spare bits set',
        `box_key/${boxId}`,
        `${encodeBase64Url(new Uint8Array(29)).slice(0, -1)}B`,
        { ciphertext: 'malformed' },
      ],
      ['a number', `box_key/${boxId}`, 42, { ciphertext: 'malformed' }],
      ['an unknown kind', `secret_key/${boxId}`, valid, { kind: 'invalid' }],
      ['a box_key named by a key', `box_key/${owner.identityKey.name}`, valid, { name: 'invalid' }],
      ['an upper-case box id', `box_key/${boxId.toUpperCase()}`, valid, { name: 'invalid' }],
      ['an identity_key named by a box id', `identity_key/${boxId}`, valid, { name: 'invalid' }],
      [
        'a name over 200 characters',
        `identity_key/${'A'.repeat(201)}`,
        valid,
        { name: 'too_large' },
      ],
    ];
    const before = await storageRows();
    for (const [why, address, ciphertext, details] of cases) {
      const response = await call(
        'PUT',
        `${storagePath(owner)}/entries/${address}`,
        owner.headers(),
        { ciphertext },
      );
      expect(response.status, why).toBe(400);
      expect((await json<{ details: unknown }>(response)).details, why).toEqual(details);
    }
    expect(await storageRows()).toEqual(before);
  });

  it('20 concurrent writes of one entry: all 204, one row, holding one of the values', async () => {
    const owner = await personWithStorage();
    const name = randomUUID();
    const versions = await Promise.all(
      Array.from({ length: 20 }, () => sealEntry(owner.keys, 'box_key', { name })),
    );
    const answers = await Promise.all(
      versions.map((version) =>
        call('PUT', entryPath(owner, version), owner.headers(), { ciphertext: version.ciphertext }),
      ),
    );
    expect(answers.map(({ status }) => status)).toEqual(Array(20).fill(204));
    const rows = await getDb().storageEntry.findMany({
      where: { accountId: owner.keys.accountId, kind: 'box_key', name },
    });
    expect(rows).toHaveLength(1);
    expect(versions.map(({ ciphertext }) => ciphertext)).toContain(rows[0]?.ciphertext);
  });
});

describe('DELETE /identities/{id}/storage', () => {
  it('wants "reset" or "réinitialiser"; then every unlocker and entry goes, and it can be set up again', async () => {
    const owner = await personWithStorage();
    for (const [confirmation, reason] of [
      [undefined, 'required'],
      ['delete', 'invalid'],
    ] as const) {
      const refused = await call('DELETE', storagePath(owner), owner.headers(), {
        user_confirmation: confirmation,
      });
      expect(refused.status).toBe(400);
      expect(await json<unknown>(refused)).toMatchObject({
        details: { user_confirmation: reason },
      });
    }
    expect((await readStorage(owner)).unlockers).toHaveLength(2);
    const reset = await call('DELETE', storagePath(owner), owner.headers(), {
      user_confirmation: 'réinitialiser',
    });
    expect(reset.status).toBe(204);
    expect(await readStorage(owner)).toMatchObject({
      account_id: owner.keys.accountId,
      unlockers: [],
      entry_count: 0,
    });

    const keys: Keys = { accountId: owner.keys.accountId, rootKey: randomBytes(32) };
    const device = await sealUnlocker(keys, 'device');
    const again = await call('POST', storagePath(owner), owner.headers(), {
      account_id: keys.accountId,
      unlockers: [device.unlocker],
      entries: [],
    });
    expect(again.status).toBe(201);
  });
});

describe('deleting a box', () => {
  it("removes the box's key from every account's storage, and only that", async () => {
    const organization = await createOrganization();
    const token = await createOrganizationToken(organization.id);
    const datatag = await getDb().datatag.create({
      data: { organizationId: organization.id, name: 'Invoices' },
    });
    const box = await json<{ id: string }>(
      await call('POST', `/organizations/${organization.id}/boxes`, token.headers(), {
        title: 'A box',
        owner_org_id: organization.id,
        datatag_id: datatag.id,
        datatag_subject: 'subject@example.test',
        public_key: (
          await sealEntry({ accountId: randomUUID(), rootKey: randomBytes(32) }, 'identity_key')
        ).name,
      }),
    );
    const holders = [await personWithStorage(), await personWithStorage()];
    for (const holder of holders) {
      const entry = await sealEntry(holder.keys, 'box_key', { name: box.id });
      await call('PUT', entryPath(holder, entry), holder.headers(), {
        ciphertext: entry.ciphertext,
      });
      const otherBox = await sealEntry(holder.keys, 'box_key');
      await call('PUT', entryPath(holder, otherBox), holder.headers(), {
        ciphertext: otherBox.ciphertext,
      });
    }
    const deleted = await call('DELETE', `/boxes/${box.id}`, token.headers(), {
      user_confirmation: 'delete',
    });
    expect(deleted.status).toBe(204);
    for (const holder of holders) {
      const entries = await listEntries(holder);
      expect(entries).toHaveLength(2);
      expect(entries.map(({ name }) => name)).not.toContain(box.id);
    }
  });
});

describe('every storage operation', () => {
  async function routes(owner: PersonWithStorage) {
    const device = await sealUnlocker(owner.keys, 'device');
    const entry = await sealEntry(owner.keys, 'box_key');
    const unlocker = `${storagePath(owner)}/unlockers/${owner.recovery.unlocker.id}`;
    const { kek_params, nonce, wrapped_root_key } = device.unlocker;
    return [
      [
        'POST',
        storagePath(owner),
        { account_id: owner.keys.accountId, unlockers: [device.unlocker], entries: [] },
      ],
      ['GET', storagePath(owner), undefined],
      ['DELETE', storagePath(owner), { user_confirmation: 'reset' }],
      ['GET', unlocker, undefined],
      ['POST', `${storagePath(owner)}/unlockers`, { unlocker: device.unlocker }],
      ['PUT', unlocker, { kek_params, nonce, wrapped_root_key }],
      ['DELETE', unlocker, undefined],
      ['GET', `${storagePath(owner)}/entries`, undefined],
      ['PUT', entryPath(owner, entry), { ciphertext: entry.ciphertext }],
      ['DELETE', entryPath(owner, owner.identityKey), undefined],
    ] as const;
  }

  it('refuses acr 1 (403 acr), an organization token (403), no CSRF token (400) and no session (401); nothing changes', async () => {
    const owner = await personWithStorage();
    const acr1 = await createUserSession({ identityId: owner.identity.id, acr: 1 });
    const organization = await createOrganization();
    const token = await createOrganizationToken(organization.id);
    const before = await storageRows();
    for (const [method, path, body] of await routes(owner)) {
      const what = `${method} ${path}`;
      const low = await call(method, path, acr1.headers(), body);
      expect(low.status, what).toBe(403);
      expect(await low.json(), what).toEqual(acrTooLow(2));
      const machine = await call(method, path, token.headers(), body);
      expect(machine.status, what).toBe(403);
      expect(await machine.json(), what).toMatchObject({ details: { authorization: 'forbidden' } });
      const headers = owner.headers();
      headers.delete('x-csrf-token');
      const noCsrf = await call(method, path, headers, body);
      expect(noCsrf.status, what).toBe(400);
      expect(await noCsrf.json(), what).toMatchObject({ details: { 'X-CSRF-Token': 'required' } });
      expect((await call(method, path, new Headers(), body)).status, what).toBe(401);
    }
    expect(await storageRows()).toEqual(before);
  });
});
