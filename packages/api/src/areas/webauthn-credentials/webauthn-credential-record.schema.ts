import { z } from 'zod';

/** The webauthn credential resource (docs/identities.md). */
export const webauthnCredentialRecordSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/),
    name: z.string(),
    identity_id: z.uuid(),
    aaguid: z.guid().nullable().describe('The authenticator model (AAGUID); any 128-bit value'),
    authenticator: z.string().nullable(),
    browser: z.string().nullable(),
    os: z.string().nullable(),
    device_type: z.enum(['desktop', 'mobile', 'tablet', 'tv']).nullable(),
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable(),
    this_browser: z.boolean().describe('Registered in the browser of this request'),
  })
  .meta({ id: 'WebauthnCredential', description: 'A passkey or security key of an identity' });
