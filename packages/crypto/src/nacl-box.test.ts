import { describe, expect, it } from 'vitest';
import nacl from 'tweetnacl';
import { referenceNaclDecrypt, referenceNaclEncrypt } from '../test/reference-box';
import { decryptFromBox, encryptToBox } from './box-encryption';
import { BOX_ALGORITHM_NACL, generateBoxKeyPair } from './box-key-pair';
import { formatBoxPublicKey, parseBoxPublicKey } from './box-key-format';

const messages = [
  new Uint8Array(0),
  Buffer.from('héllo ✓', 'utf8'),
  new Uint8Array(100_000).fill(7),
];

describe('nacl box interoperability', () => {
  it('opens cryptograms written by an independent implementation (tweetnacl + Buffer + JSON by hand)', async () => {
    const raw = nacl.box.keyPair();
    const secretKey = {
      algorithm: BOX_ALGORITHM_NACL,
      bytes: new Uint8Array(raw.secretKey),
    } as const;
    for (const message of messages) {
      const cryptogram = referenceNaclEncrypt(raw.publicKey, message);
      expect(
        Buffer.from(await decryptFromBox(secretKey, cryptogram)).equals(Buffer.from(message)),
      ).toBe(true);
    }
  });

  it('writes cryptograms the independent implementation opens, with the contract field order', async () => {
    const { publicKey, secretKey } = await generateBoxKeyPair();
    for (const message of messages) {
      const cryptogram = await encryptToBox(publicKey, message);
      expect(cryptogram).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(referenceNaclDecrypt(secretKey.bytes, cryptogram).equals(Buffer.from(message))).toBe(
        true,
      );
      const json = JSON.parse(Buffer.from(cryptogram, 'base64url').toString('utf8')) as Record<
        string,
        { value: string }
      >;
      expect(json.nonce).toEqual({
        type: 'Uint8Array',
        encoding: 'base64',
        value: expect.stringMatching(/^[A-Za-z0-9+/]{32}$/),
      });
      expect(json.ephemeralSenderPublicKey?.value).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    }
  });

  it('uses the tweetnacl public key encoding for the public key string', async () => {
    const raw = nacl.box.keyPair();
    const text = Buffer.from(raw.publicKey).toString('base64url');
    expect(formatBoxPublicKey(parseBoxPublicKey(text))).toBe(text);
    expect(parseBoxPublicKey(text).bytes).toEqual(new Uint8Array(raw.publicKey));
  });
});
