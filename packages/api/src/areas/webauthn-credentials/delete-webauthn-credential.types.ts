import { z } from 'zod';
import { credentialIdSchema } from '@coffer/domain/authn-methods';
import type { OperationContract } from '../../operations/operation-contract';

export const deleteWebauthnCredentialContract = {
  rest: {
    method: 'DELETE',
    path: '/webauthn-credentials/{id}',
    status: 204,
    summary: 'Delete one of your security keys (path id: its url-safe base64 credential id)',
    tags: ['Webauthn credentials'],
  },
  input: z.strictObject({ id: credentialIdSchema }),
} satisfies OperationContract;
