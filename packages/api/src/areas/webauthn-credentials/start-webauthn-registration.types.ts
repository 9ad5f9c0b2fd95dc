import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});

export const startWebauthnRegistrationContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/webauthn-credentials/create',
    summary: 'Start registering a security key: options for navigator.credentials.create()',
    tags: ['Webauthn credentials'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: z.object({
    publicKey: z.object({
      challenge: z.string(),
      rp: z.object({ name: z.string(), icon: z.string(), id: z.string() }),
      user: z.object({ name: z.string(), displayName: z.string(), id: z.string() }),
      pubKeyCredParams: z.array(z.object({ type: z.string(), alg: z.int() })),
      authenticatorSelection: z.object({
        residentKey: z
          .enum(['discouraged', 'preferred', 'required'])
          .describe('preferred: a passkey that can sign in without an email'),
        requireResidentKey: z.boolean(),
        userVerification: z.string(),
      }),
      timeout: z.int(),
      excludeCredentials: z.array(credentialDescriptor),
    }),
  }),
} satisfies OperationContract;
