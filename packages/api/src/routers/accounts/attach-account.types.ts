import { z } from 'zod';
import { prehashedPasswordSchema } from '@coffer/domain/authn-methods';
import type { RestMeta } from '../../rest/rest-meta';

export const attachAccountMeta = {
  method: 'POST',
  path: '/identities/{id}/account',
  status: 201,
  summary:
    'Give the identity an account: a new one, by setting a password, or an existing one (account_id), by proving its password',
  tags: ['Accounts'],
} satisfies RestMeta;

export const attachAccountInput = z.strictObject({
  id: z.uuid(),
  /** Set to link an existing account; absent to create one. */
  account_id: z.uuid().optional(),
  prehashed_password: prehashedPasswordSchema,
});

export const attachAccountOutput = z.object({ account_id: z.uuid() });
