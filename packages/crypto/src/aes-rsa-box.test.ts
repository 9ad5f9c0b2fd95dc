import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { unpackBinMap } from '../test/reference-msgpack';
import { referenceAesRsaDecrypt, referenceAesRsaEncrypt } from '../test/reference-box';
import { decodeBase64Url, encodeBase64Url } from './base64';
import { decryptFromBox, encryptToBox } from './box-encryption';
import { BOX_ALGORITHM_AES_RSA, generateBoxKeyPair, type BoxSecretKey } from './box-key-pair';
import { formatBoxPublicKey, parseBoxPublicKey } from './box-key-format';

const messages = [
  new Uint8Array(0),
  Buffer.from('héllo ✓', 'utf8'),
  new Uint8Array(70_000).fill(9),
];

describe('aes-rsa box interoperability', () => {
  let nodePublicKey: KeyObject;
  let nodePrivateKey: KeyObject;
  let secretKey: BoxSecretKey;

  beforeAll(() => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 3072, publicExponent: 65537 });
    nodePublicKey = pair.publicKey;
    nodePrivateKey = pair.privateKey;
    secretKey = {
      algorithm: BOX_ALGORITHM_AES_RSA,
      bytes: new Uint8Array(pair.privateKey.export({ format: 'der', type: 'pkcs8' })),
    };
  });

  it('reads the public key string as the node key: prefix + url-safe base64 of the 384-byte modulus', () => {
    const modulus = nodePublicKey.export({ format: 'jwk' }).n!;
    const publicKey = parseBoxPublicKey(`com.service.aes-rsa-enc:${modulus}`);
    expect(publicKey.bytes.byteLength).toBe(384);
    expect(formatBoxPublicKey(publicKey)).toBe(`com.service.aes-rsa-enc:${modulus}`);
  });

  it('opens cryptograms written with node:crypto and a hand-written msgpack', async () => {
    for (const message of messages) {
      const cryptogram = referenceAesRsaEncrypt(nodePublicKey, message);
      expect(
        Buffer.from(await decryptFromBox(secretKey, cryptogram)).equals(Buffer.from(message)),
      ).toBe(true);
    }
  });

  it('writes cryptograms that node:crypto opens, fields in the contract order as msgpack bin', async () => {
    const publicKey = parseBoxPublicKey(
      `com.service.aes-rsa-enc:${nodePublicKey.export({ format: 'jwk' }).n!}`,
    );
    for (const message of messages) {
      const cryptogram = await encryptToBox(publicKey, message);
      expect(cryptogram).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(referenceAesRsaDecrypt(nodePrivateKey, cryptogram).equals(Buffer.from(message))).toBe(
        true,
      );
      const fields = unpackBinMap(Buffer.from(cryptogram, 'base64url'));
      expect([...fields.keys()]).toEqual(['ciphertext', 'nonce', 'auth_tag', 'wrapped_key']);
      expect(fields.get('nonce')!.length).toBe(8);
      expect(fields.get('auth_tag')!.length).toBe(32);
      expect(fields.get('wrapped_key')!.length).toBe(384);
    }
  });

  it('generates keys node:crypto accepts: PKCS#8 secret key, modulus public key', async () => {
    const pair = await generateBoxKeyPair(BOX_ALGORITHM_AES_RSA);
    const nodeKey = createPrivateKey({
      key: Buffer.from(pair.secretKey.bytes),
      format: 'der',
      type: 'pkcs8',
    });
    expect(nodeKey.asymmetricKeyDetails).toMatchObject({
      modulusLength: 3072,
      publicExponent: 65537n,
    });
    expect(createPublicKey(nodeKey).export({ format: 'jwk' }).n).toBe(
      encodeBase64Url(pair.publicKey.bytes),
    );
    const cryptogram = await encryptToBox(pair.publicKey, Buffer.from('to node'));
    expect(referenceAesRsaDecrypt(nodeKey, cryptogram).toString()).toBe('to node');
  });

  it('rejects RSA keys of another size', async () => {
    const small = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const modulus = small.publicKey.export({ format: 'jwk' }).n!;
    expect(() => parseBoxPublicKey(`com.service.aes-rsa-enc:${modulus}`)).toThrow(
      expect.objectContaining({ code: 'INVALID_PUBLIC_KEY' }),
    );
    const smallSecret = {
      algorithm: BOX_ALGORITHM_AES_RSA,
      bytes: new Uint8Array(small.privateKey.export({ format: 'der', type: 'pkcs8' })),
    } as const;
    await expect(
      decryptFromBox(smallSecret, referenceAesRsaEncrypt(nodePublicKey, new Uint8Array(1))),
    ).rejects.toMatchObject({
      code: 'INVALID_SECRET_KEY',
    });
  });

  it('documents the format limit: the tag does not cover the nonce, so a changed nonce yields other bytes', async () => {
    // Contract §9 defines auth_tag = HMAC(macKey, ciphertext). This test pins that behaviour so
    // that "fixing" it (which would break every other implementation) is a deliberate change.
    const cryptogram = referenceAesRsaEncrypt(nodePublicKey, Buffer.from('sixteen bytes!!!'));
    const fields = unpackBinMap(Buffer.from(cryptogram, 'base64url'));
    const bytes = Buffer.from(decodeBase64Url(cryptogram));
    const nonceOffset = bytes.indexOf(fields.get('nonce')!);
    bytes[nonceOffset] = bytes[nonceOffset]! ^ 1;
    const opened = await decryptFromBox(secretKey, bytes.toString('base64url'));
    expect(Buffer.from(opened).toString()).not.toBe('sixteen bytes!!!');
  });
});
