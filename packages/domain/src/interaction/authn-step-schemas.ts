import { z } from 'zod';

export const AMR_VALUES = [
  'identity:prehashed_password',
  'identity:emailed_code',
  'webauthn:webauthn',
  'totp:totp',
  'totp:recovery',
] as const;

export type AmrValue = (typeof AMR_VALUES)[number];

/** The `metadata` each method is performed with (docs/authentication.md). */
export const stepMetadataSchemas = {
  'identity:emailed_code': z.strictObject({ code: z.string().regex(/^\d{6}$/) }),
  'identity:prehashed_password': z.strictObject({
    hash_base64: z.string().regex(/^[A-Za-z0-9_-]+$/),
    params: z.record(z.string(), z.unknown()),
  }),
  'totp:totp': z.strictObject({ code: z.string().regex(/^\d{6}$/) }),
  'totp:recovery': z.strictObject({ recovery_code: z.string().min(1).max(64) }),
  // The WebAuthn assertion JSON is checked by @simplewebauthn itself.
  'webauthn:webauthn': z.looseObject({
    id: z.string(),
    response: z.record(z.string(), z.unknown()),
  }),
} satisfies Record<AmrValue, z.ZodType>;
