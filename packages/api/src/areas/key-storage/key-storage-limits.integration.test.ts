/**
 * The storage limits are settings (KEY_STORAGE_MAX_*), set low here: beyond them, 413 with
 * the field or collection over its limit, and nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeBase64Url, randomBytes } from '@coffer/crypto';
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
} from './test/key-storage-api';

process.env.KEY_STORAGE_MAX_ENTRIES = '3';
process.env.KEY_STORAGE_MAX_ENTRY_BYTES = '64';
process.env.KEY_STORAGE_MAX_UNLOCKERS = '3';

async function expectTooLarge(response: Response, field: string) {
  expect(response.status).toBe(413);
  expect(await json<unknown>(response)).toMatchObject({
    code: 'request_entity_too_large',
    details: { [field]: 'too_large' },
  });
}

describe('key storage limits', () => {
  it('are shown with the storage', async () => {
    const owner = await personWithStorage();
    const storage = await call('GET', `/identities/${owner.identity.id}/storage`, owner.headers());
    expect(await json<unknown>(storage)).toMatchObject({
      limits: { entries: 3, entry_bytes: 64, unlockers: 3 },
    });
  });

  it('entries: a fourth is a 413 {entries}; replacing one at the limit is fine', async () => {
    const owner = await personWithStorage();
    const written = [];
    for (let count = 2; count <= 3; count++) {
      const entry = await sealEntry(owner.keys, 'box_key', { secret: randomBytes(8) });
      const path = `/identities/${owner.identity.id}/storage/entries/box_key/${entry.name}`;
      expect(
        (await call('PUT', path, owner.headers(), { ciphertext: entry.ciphertext })).status,
      ).toBe(204);
      written.push(entry);
    }
    const before = await storageRows();
    const fourth = await sealEntry(owner.keys, 'box_key', { secret: randomBytes(8) });
    await expectTooLarge(
      await call(
        'PUT',
        `/identities/${owner.identity.id}/storage/entries/box_key/${fourth.name}`,
        owner.headers(),
        { ciphertext: fourth.ciphertext },
      ),
      'entries',
    );
    expect(await storageRows()).toEqual(before);
    const again = await sealEntry(owner.keys, 'box_key', {
      name: written[0]?.name,
      secret: randomBytes(8),
    });
    const replaced = await call(
      'PUT',
      `/identities/${owner.identity.id}/storage/entries/box_key/${again.name}`,
      owner.headers(),
      { ciphertext: again.ciphertext },
    );
    expect(replaced.status).toBe(204);
  });

  it('entry bytes: a ciphertext over the limit is a 413 {ciphertext}; at the limit it is stored', async () => {
    const owner = await personWithStorage();
    const path = `/identities/${owner.identity.id}/storage/entries/box_key/${randomUUID()}`;
    const before = await storageRows();
    await expectTooLarge(
      await call('PUT', path, owner.headers(), { ciphertext: encodeBase64Url(randomBytes(65)) }),
      'ciphertext',
    );
    expect(await storageRows()).toEqual(before);
    const atLimit = await call('PUT', path, owner.headers(), {
      ciphertext: encodeBase64Url(randomBytes(64)),
    });
    expect(atLimit.status).toBe(204);
  });

  it('unlockers: a fourth is a 413 {unlockers}', async () => {
    const owner = await personWithStorage();
    const third = await sealUnlocker(owner.keys, 'device');
    const path = `/identities/${owner.identity.id}/storage/unlockers`;
    expect((await call('POST', path, owner.headers(), { unlocker: third.unlocker })).status).toBe(
      201,
    );
    const before = await storageRows();
    const fourth = await sealUnlocker(owner.keys, 'device');
    await expectTooLarge(
      await call('POST', path, owner.headers(), { unlocker: fourth.unlocker }),
      'unlockers',
    );
    expect(await storageRows()).toEqual(before);
  });

  it('the set-up: too many entries, unlockers, or a large entry, is a 413 and makes no account', async () => {
    const person = await signedIn();
    const credentialId = await registerPasskey(person.identity.id);
    const keys: Keys = { accountId: randomUUID(), rootKey: randomBytes(32) };
    const passkey = await sealUnlocker(keys, 'passkey', { credentialId });
    const small = async () => {
      const entry = await sealEntry(keys, 'box_key', { secret: randomBytes(8) });
      return { kind: entry.kind, name: entry.name, ciphertext: entry.ciphertext };
    };
    const large = {
      kind: 'box_key',
      name: randomUUID(),
      ciphertext: encodeBase64Url(randomBytes(65)),
    };
    const devices = await Promise.all([1, 2, 3].map(() => sealUnlocker(keys, 'device')));
    const before = await storageRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ entries: [await small(), await small(), await small(), await small()] }, 'entries'],
      [{ entries: [large] }, 'entries'],
      [{ unlockers: [passkey.unlocker, ...devices.map(({ unlocker }) => unlocker)] }, 'unlockers'],
    ];
    for (const [overrides, field] of cases) {
      await expectTooLarge(
        await call('POST', `/identities/${person.identity.id}/storage`, person.headers(), {
          account_id: keys.accountId,
          unlockers: [passkey.unlocker],
          entries: [],
          ...overrides,
        }),
        field,
      );
    }
    expect(await storageRows()).toEqual(before);
  });
});
