import { createHash, randomBytes } from 'node:crypto';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { BOX_ALGORITHM_NACL } from './box-key-pair';
import { combineProvisionShares, hashProvisionUserShare, splitProvisionKey } from './provision-key';

const handXor = (a: Buffer, b: Buffer) => Buffer.from(a.map((byte, index) => byte ^ b[index]!));
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('provisions against independent code (tweetnacl, node:crypto, Buffer)', () => {
  it('split: the tweetnacl public key, shares that XOR to the key, SHA-512 of the user share', async () => {
    for (let round = 0; round < 20; round++) {
      const secret = randomBytes(32);
      const split = await splitProvisionKey({
        algorithm: BOX_ALGORITHM_NACL,
        bytes: new Uint8Array(secret),
      });
      expect(split.public_key).toBe(b64url(nacl.box.keyPair.fromSecretKey(secret).publicKey));
      const service = Buffer.from(split.service_key_share, 'base64url');
      const user = Buffer.from(split.user_share, 'base64url');
      expect(service.length).toBe(32);
      expect(handXor(service, user).equals(secret)).toBe(true);
      expect(split.user_key_share_hash).toBe(createHash('sha512').update(user).digest('base64url'));
    }
  });

  it('combine: shares made by hand give the key back; the hash matches node:crypto', async () => {
    for (let round = 0; round < 20; round++) {
      const secret = randomBytes(32);
      const service = randomBytes(32);
      const user = handXor(secret, service);
      const secretKey = await combineProvisionShares({
        public_key: b64url(nacl.box.keyPair.fromSecretKey(secret).publicKey),
        service_key_share: b64url(service),
        user_share: b64url(user),
      });
      expect(Buffer.from(secretKey.bytes).equals(secret)).toBe(true);
      expect(await hashProvisionUserShare(b64url(user))).toBe(
        createHash('sha512').update(user).digest('base64url'),
      );
    }
  });
});
