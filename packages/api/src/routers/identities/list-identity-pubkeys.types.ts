import { z } from 'zod';
import { emailIdentifierSchema } from '@coffer/domain/identities';
import type { RestMeta } from '../../rest/rest-meta';

export const listIdentityPubkeysMeta = {
  method: 'GET',
  path: '/identities/pubkey',
  summary:
    "The public keys of an email's identity, to encrypt an automatic invitation to it (empty when unknown or without keys)",
  tags: ['Identities'],
} satisfies RestMeta;

export const listIdentityPubkeysInput = z.strictObject({
  identifier_value: emailIdentifierSchema,
});

export const listIdentityPubkeysOutput = z
  .array(z.string())
  .describe('pubkey, then pubkey_aes_rsa, each when set');
