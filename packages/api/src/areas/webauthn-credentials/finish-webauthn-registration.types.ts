import { z } from 'zod';
import { registrationCredentialSchema } from '@coffer/domain/authn-methods';
import type { OperationContract } from '../../operations/operation-contract';
import { webauthnCredentialRecordSchema } from './webauthn-credential-record.schema';

export const finishWebauthnRegistrationContract = {
  rest: {
    method: 'POST',
    path: '/identities/{id}/webauthn-credentials/create',
    summary: "Finish registering a security key with the authenticator's answer",
    tags: ['Webauthn credentials'],
  },
  input: z.strictObject({
    id: z.uuid(),
    // Absent or blank: the server names it (its authenticator, else the browser and system).
    name: z.string().max(100).optional(),
    credential: registrationCredentialSchema,
    // true: the registration continues a sign-in ("Create a passkey and continue"): the
    // step-up that follows from this session counts it once as its passkey
    // (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once).
    step_up: z.boolean().optional(),
  }),
  output: webauthnCredentialRecordSchema,
} satisfies OperationContract;
