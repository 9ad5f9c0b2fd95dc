import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { webauthnCredentialRecordSchema } from './webauthn-credential-record.schema';

export const listWebauthnCredentialsMeta = {
  method: 'GET',
  path: '/webauthn-credentials',
  summary: "The caller's security keys, newest first (identity_id must be the caller's)",
  tags: ['Webauthn credentials'],
} satisfies RestMeta;

export const listWebauthnCredentialsInput = z.strictObject({ identity_id: z.uuid() });

export const listWebauthnCredentialsOutput = z.array(webauthnCredentialRecordSchema);
