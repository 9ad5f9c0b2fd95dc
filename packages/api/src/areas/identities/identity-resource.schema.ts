import { z } from 'zod';

/** The identity resource (docs/identities.md). */
export const identityResourceSchema = z
  .object({
    id: z.uuid(),
    account_id: z.uuid().nullable().describe('Always null when the caller is at acr 1'),
    has_account: z.boolean(),
    display_name: z.string(),
    notifications: z.enum(['minimal', 'moderate', 'frequent']),
    avatar_url: z.url().nullable(),
    identifier_value: z.string(),
    identifier_kind: z.enum(['email']),
    mfa_method: z.enum(['disabled', 'totp', 'webauthn']),
  })
  .meta({ id: 'Identity', description: 'An identity: one email of a person' });
