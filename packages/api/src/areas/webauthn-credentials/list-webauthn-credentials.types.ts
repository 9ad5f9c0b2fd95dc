import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { webauthnCredentialRecordSchema } from './webauthn-credential-record.schema';

export const listWebauthnCredentialsContract = {
  rest: {
    method: 'GET',
    path: '/webauthn-credentials',
    summary: "The caller's security keys, newest first (identity_id must be the caller's)",
    tags: ['Webauthn credentials'],
  },
  input: z.strictObject({ identity_id: z.uuid() }),
  output: z.array(webauthnCredentialRecordSchema),
} satisfies OperationContract;
