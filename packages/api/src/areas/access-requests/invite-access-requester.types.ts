import { z } from 'zod';
import { boxPublicKeySchema } from '@coffer/domain/boxes';
import type { OperationContract } from '../../operations/operation-contract';

export const inviteAccessRequesterContract = {
  rest: {
    method: 'POST',
    path: '/boxes/{id}/access-requests/{identity_id}/invitation',
    status: 204,
    summary:
      "Fulfil a person's access request: an automatic invitation to their current public key (the box's staff or its organization's token)",
    tags: ['Access requests'],
  },
  input: z.strictObject({
    id: z.uuid(),
    identity_id: z.uuid(),
    public_key: boxPublicKeySchema.describe("The requester's current pubkey"),
    encrypted_payload: z
      .string()
      .min(1)
      .max(16 * 1024)
      .regex(/^[A-Za-z0-9_-]+$/, 'must be unpadded url-safe base64')
      .describe('The cryptogram of {"boxKeyShare": "<invitation share>"} to public_key'),
  }),
} satisfies OperationContract;
