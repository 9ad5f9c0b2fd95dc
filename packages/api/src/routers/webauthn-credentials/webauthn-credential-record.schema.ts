import { z } from 'zod';

/** The webauthn credential resource (docs/identities.md). */
export const webauthnCredentialRecordSchema = z
  .object({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/),
    name: z.string(),
    identity_id: z.uuid(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'WebauthnCredential', description: 'A passkey or security key of an identity' });
