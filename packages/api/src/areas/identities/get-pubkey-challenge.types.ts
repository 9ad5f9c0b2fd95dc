import { z } from 'zod';
import { aesRsaPublicKeySchema, naclPublicKeySchema } from '@coffer/domain/identities';
import type { OperationContract } from '../../operations/operation-contract';

export const getPubkeyChallengeContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/pubkey-challenge',
    summary:
      'A proof challenge encrypted to a public key: decrypt it and send it back as pubkey_proof (or pubkey_aes_rsa_proof) when setting that key',
    tags: ['Identities'],
  },
  input: z.strictObject({
    id: z.uuid(),
    public_key: z
      .union([naclPublicKeySchema, aesRsaPublicKeySchema])
      .describe('The X25519 or com.service.aes-rsa-enc: public key to prove (docs/crypto.md)'),
  }),
  output: z.object({
    encrypted_challenge: z
      .string()
      .describe('The proof, encrypted to public_key with its own algorithm (docs/crypto.md)'),
    expires_at: z.iso.datetime().describe('The proof is refused after this time'),
  }),
} satisfies OperationContract;
