import { createHash, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { referenceAesRsaDecrypt, referenceNaclDecrypt } from '../test/reference-box';
import { BOX_ALGORITHM_AES_RSA, generateBoxKeyPair } from './box-key-pair';
import { combineKeyShares, splitBoxSecretKey } from './key-share';
import { formatBoxPublicKey, parseBoxPublicKey } from './box-key-format';

const handXor = (a: Buffer, b: Buffer) => Buffer.from(a.map((byte, index) => byte ^ b[index]!));

describe('key shares against independent code', () => {
  it('for random nacl keys: shares XOR to the key, the hash is SHA-512, the share is encrypted as {"boxKeyShare": …}', async () => {
    for (let round = 0; round < 20; round++) {
      const { publicKey, secretKey } = await generateBoxKeyPair();
      const split = await splitBoxSecretKey(secretKey, publicKey);
      const service = Buffer.from(split.serviceShare, 'base64url');
      const invitation = Buffer.from(split.invitationShare, 'base64url');
      expect(service.length).toBe(32);
      expect(handXor(service, invitation).equals(Buffer.from(secretKey.bytes))).toBe(true);
      expect(combineKeyShares(split.serviceShare, split.invitationShare)).toEqual(secretKey.bytes);
      expect(split.invitationShareHash).toBe(
        createHash('sha512').update(invitation).digest('base64url'),
      );
      expect(split.invitationShareHash).toMatch(/^[A-Za-z0-9_-]{86}$/);
      const payload = referenceNaclDecrypt(
        secretKey.bytes,
        split.encryptedInvitationKeyShare,
      ).toString('utf8');
      expect(JSON.parse(payload)).toEqual({ boxKeyShare: split.invitationShare });
    }
  });

  it('combines shares produced by hand (random service share, XOR) back into the key', () => {
    for (let round = 0; round < 20; round++) {
      const key = Buffer.from(crypto.getRandomValues(new Uint8Array(32)));
      const service = Buffer.from(crypto.getRandomValues(new Uint8Array(32)));
      const invitation = handXor(key, service);
      expect(
        Buffer.from(
          combineKeyShares(service.toString('base64url'), invitation.toString('base64url')),
        ).equals(key),
      ).toBe(true);
    }
  });

  it('splits an aes-rsa key (PKCS#8 bytes) and encrypts the share with the aes-rsa format', async () => {
    const pair = generateKeyPairSync('rsa', { modulusLength: 3072, publicExponent: 65537 });
    const pkcs8 = pair.privateKey.export({ format: 'der', type: 'pkcs8' });
    const publicKey = parseBoxPublicKey(
      `com.service.aes-rsa-enc:${pair.publicKey.export({ format: 'jwk' }).n!}`,
    );
    const split = await splitBoxSecretKey(
      { algorithm: BOX_ALGORITHM_AES_RSA, bytes: new Uint8Array(pkcs8) },
      publicKey,
    );
    expect(
      handXor(
        Buffer.from(split.serviceShare, 'base64url'),
        Buffer.from(split.invitationShare, 'base64url'),
      ).equals(pkcs8),
    ).toBe(true);
    const payload = referenceAesRsaDecrypt(
      pair.privateKey,
      split.encryptedInvitationKeyShare,
    ).toString('utf8');
    expect(JSON.parse(payload)).toEqual({ boxKeyShare: split.invitationShare });
    expect(formatBoxPublicKey(publicKey)).toContain('com.service.aes-rsa-enc:');
  });

  it('fresh service shares: splitting the same key twice gives unrelated shares', async () => {
    const { publicKey, secretKey } = await generateBoxKeyPair();
    const first = await splitBoxSecretKey(secretKey, publicKey);
    const second = await splitBoxSecretKey(secretKey, publicKey);
    expect(first.serviceShare).not.toBe(second.serviceShare);
    expect(first.invitationShareHash).not.toBe(second.invitationShareHash);
  });
});
