import { z } from 'zod';
import {
  registrationCredentialSchema,
  webauthnCredentialNameSchema,
} from '@coffer/domain/authn-methods';
import type { RestMeta } from '../../rest/rest-meta';
import { webauthnCredentialRecordSchema } from './webauthn-credential-record.schema';

export const finishWebauthnRegistrationMeta = {
  method: 'POST',
  path: '/identities/{id}/webauthn-credentials/create',
  summary: "Finish registering a security key with the authenticator's answer",
  tags: ['Webauthn credentials'],
} satisfies RestMeta;

export const finishWebauthnRegistrationInput = z.strictObject({
  id: z.uuid(),
  name: webauthnCredentialNameSchema,
  credential: registrationCredentialSchema,
});

export const finishWebauthnRegistrationOutput = webauthnCredentialRecordSchema;
