import { z } from 'zod';

// Bounds from the WebAuthn spec where it gives one (credential ids ≤ 1023 bytes), generous
// elsewhere: enough for any real authenticator, small enough to refuse junk early.
const base64Url = (maxLength: number) =>
  z
    .string()
    .min(1)
    .max(maxLength)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be unpadded url-safe base64');

export const credentialIdSchema = base64Url(1366);

/** A name people give a security key or passkey, to tell them apart. */
export const webauthnCredentialNameSchema = z.string().trim().min(1).max(100);

/**
 * `PublicKeyCredential.toJSON()` of navigator.credentials.create() (docs/identities.md
 * credentials 2). The inner response keeps unknown keys out: browsers add informative
 * fields (publicKey, publicKeyAlgorithm…) that verification does not use.
 */
export const registrationCredentialSchema = z.strictObject({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url(8192),
    attestationObject: base64Url(65536),
    transports: z.array(z.string().max(32)).max(16).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});

/** `PublicKeyCredential.toJSON()` of navigator.credentials.get(): the login step's metadata. */
export const authenticationResponseSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64Url(8192),
    authenticatorData: base64Url(8192),
    signature: base64Url(2048),
    userHandle: base64Url(128).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
});

export type RegistrationCredential = z.infer<typeof registrationCredentialSchema>;
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;
