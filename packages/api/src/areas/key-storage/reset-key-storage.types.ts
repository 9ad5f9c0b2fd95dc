import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const resetKeyStorageContract = {
  rest: {
    method: 'DELETE',
    path: '/identities/{id}/storage',
    status: 204,
    summary:
      'Reset your key storage: every unlocker and entry goes, irreversibly (when nothing opens it any more); the person confirms with "reset" or "réinitialiser"',
    tags: ['Key storage'],
    body: ['user_confirmation'],
  },
  input: z.strictObject({
    id: z.uuid(),
    user_confirmation: z.enum(['reset', 'réinitialiser']),
  }),
} satisfies OperationContract;
