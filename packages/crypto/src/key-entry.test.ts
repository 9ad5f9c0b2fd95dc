import { randomBytes, randomUUID } from 'node:crypto';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { referenceDecryptEntry, referenceEncryptEntry } from '../test/reference-key-model';
import { decryptEntry, encryptEntry, type EntryAddress } from './key-entry';
import { createRootKey } from './root-key';

const addresses = (): EntryAddress[] => [
  {
    accountId: randomUUID(),
    kind: 'identity_key',
    name: Buffer.from(nacl.box.keyPair().publicKey).toString('base64url'),
  },
  { accountId: randomUUID(), kind: 'box_key', name: randomUUID() },
];

describe('entries against independent code (node:crypto AES-256-GCM)', () => {
  it('what encryptEntry writes (nonce ‖ ciphertext ‖ tag), node:crypto opens with the AAD of the address', async () => {
    for (let round = 0; round < 10; round++) {
      for (const address of addresses()) {
        const rootKey = createRootKey();
        const plaintext = randomBytes(round * 50);
        const ciphertext = await encryptEntry(rootKey, address, plaintext);
        const { accountId, kind, name } = address;
        expect(
          referenceDecryptEntry(rootKey, accountId, kind, name, ciphertext).equals(plaintext),
        ).toBe(true);
        expect(() =>
          referenceDecryptEntry(rootKey, randomUUID(), kind, name, ciphertext),
        ).toThrow();
      }
    }
  });

  it('what node:crypto writes, decryptEntry opens', async () => {
    for (let round = 0; round < 10; round++) {
      for (const address of addresses()) {
        const rootKey = randomBytes(32);
        const plaintext = randomBytes(round * 50);
        const { accountId, kind, name } = address;
        const ciphertext = referenceEncryptEntry(rootKey, accountId, kind, name, plaintext);
        expect(await decryptEntry(new Uint8Array(rootKey), address, ciphertext)).toEqual(
          new Uint8Array(plaintext),
        );
      }
    }
  });
});
