import { z } from 'zod';
import {
  browserIdSchema,
  keyStorageSchema,
  newEntrySchema,
  newUnlockerSchema,
} from '@coffer/domain/key-storage';
import type { OperationContract } from '../../operations/operation-contract';

export const setUpKeyStorageContract = {
  rest: {
    method: 'POST',
    path: '/identities/{id}/storage',
    status: 201,
    summary:
      'Set up your key storage: its first unlockers and entries, in one transaction; an identity without account gets one here with a passkey unlocker of its own passkey (docs/key-model.md)',
    tags: ['Key storage'],
  },
  input: z.strictObject({
    id: z.uuid(),
    account_id: browserIdSchema.describe(
      "The account everything is sealed to: your account's id, or a new one's that the browser chose (no account yet)",
    ),
    unlockers: z
      .array(newUnlockerSchema)
      .min(1)
      .describe('The root key sealed under each KEK; ids chosen by the browser'),
    entries: z.array(newEntrySchema).describe('Secrets sealed under the root key'),
  }),
  output: keyStorageSchema,
} satisfies OperationContract;
