import { z } from 'zod';
import {
  aesRsaPublicKeySchema,
  displayNameSchema,
  mfaMethodSchema,
  naclPublicKeySchema,
  notificationFrequencySchema,
} from '@coffer/domain/identities';
import type { OperationContract } from '../../operations/operation-contract';

const pubkeyProofSchema = z.string().max(128).optional();

export const updateIdentityContract = {
  rest: {
    method: 'PATCH',
    path: '/identities/{id}',
    status: 204,
    summary:
      'Update your identity: any of the updatable fields; mfa_method totp or webauthn needs that factor set up (409), and turning it off needs acr 2',
    tags: ['Identities'],
  },
  /** Strict: a field that is not updatable (account_id, identifier_value…) is a 400 forbidden. */
  input: z.strictObject({
    id: z.uuid(),
    display_name: displayNameSchema.optional(),
    notifications: notificationFrequencySchema.optional(),
    pubkey: naclPublicKeySchema
      .optional()
      .describe(
        'X25519 public key (docs/crypto.md); needs pubkey_proof, and no other identity may hold it',
      ),
    pubkey_proof: pubkeyProofSchema.describe(
      'The decrypted challenge of GET /identities/{id}/pubkey-challenge for pubkey',
    ),
    non_identified_pubkey: naclPublicKeySchema.optional().describe('X25519 public key'),
    pubkey_aes_rsa: aesRsaPublicKeySchema
      .optional()
      .describe('com.service.aes-rsa-enc: key; needs pubkey_aes_rsa_proof, one identity’s'),
    pubkey_aes_rsa_proof: pubkeyProofSchema.describe(
      'The decrypted challenge of GET /identities/{id}/pubkey-challenge for pubkey_aes_rsa',
    ),
    non_identified_pubkey_aes_rsa: aesRsaPublicKeySchema
      .optional()
      .describe('com.service.aes-rsa-enc: key'),
    mfa_method: mfaMethodSchema.optional(),
  }),
} satisfies OperationContract;
