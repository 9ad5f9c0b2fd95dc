import { randomBytes } from 'node:crypto';
import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { referenceNaclDecrypt, referenceNaclEncrypt } from '../test/reference-box';
import { BOX_ALGORITHM_NACL } from './box-key-pair';
import { decryptInvitationPayload, encryptInvitationPayload } from './invitation-payload';

describe('automatic invitation payloads against tweetnacl', () => {
  it('encryptInvitationPayload writes the nacl cryptogram of exactly {"boxKeyShare":"<share>"}', async () => {
    for (let round = 0; round < 10; round++) {
      const invitee = nacl.box.keyPair();
      const share = randomBytes(32).toString('base64url');
      const payload = await encryptInvitationPayload(
        { algorithm: BOX_ALGORITHM_NACL, bytes: new Uint8Array(invitee.publicKey) },
        share,
      );
      const plaintext = referenceNaclDecrypt(invitee.secretKey, payload).toString('utf8');
      expect(plaintext).toBe(`{"boxKeyShare":"${share}"}`);
    }
  });

  it('decryptInvitationPayload reads what tweetnacl wrote', async () => {
    for (let round = 0; round < 10; round++) {
      const invitee = nacl.box.keyPair();
      const share = randomBytes(32).toString('base64url');
      const payload = referenceNaclEncrypt(
        invitee.publicKey,
        Buffer.from(JSON.stringify({ boxKeyShare: share }), 'utf8'),
      );
      const secretKey = {
        algorithm: BOX_ALGORITHM_NACL,
        bytes: new Uint8Array(invitee.secretKey),
      } as const;
      expect(await decryptInvitationPayload(secretKey, payload)).toBe(share);
    }
  });
});
