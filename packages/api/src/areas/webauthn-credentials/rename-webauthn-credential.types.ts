import { z } from 'zod';
import { credentialIdSchema } from '@coffer/domain/authn-methods';
import type { OperationContract } from '../../operations/operation-contract';
import { webauthnCredentialRecordSchema } from './webauthn-credential-record.schema';

export const renameWebauthnCredentialContract = {
  rest: {
    method: 'PATCH',
    path: '/webauthn-credentials/{id}',
    summary: 'Rename one of your security keys (path id: its url-safe base64 credential id)',
    tags: ['Webauthn credentials'],
  },
  // The name's bounds are checked by the domain, so that a bad one is `{"name": "malformed"}`.
  input: z.strictObject({ id: credentialIdSchema, name: z.string() }),
  output: webauthnCredentialRecordSchema,
} satisfies OperationContract;
