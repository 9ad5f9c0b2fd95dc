import { z } from 'zod';
import { credentialIdSchema } from '@coffer/domain/authn-methods';
import type { RestMeta } from '../../rest/rest-meta';

export const deleteWebauthnCredentialMeta = {
  method: 'DELETE',
  path: '/webauthn-credentials/{id}',
  status: 204,
  summary: 'Delete one of your security keys (path id: its url-safe base64 credential id)',
  tags: ['Webauthn credentials'],
} satisfies RestMeta;

export const deleteWebauthnCredentialInput = z.strictObject({ id: credentialIdSchema });
