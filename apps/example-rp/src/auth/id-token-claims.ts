import { z } from 'zod';

/** The claims of Coffer's ID token this app shows (docs/oidc.md: `acr` is a string level). */
const idTokenClaims = z.object({
  sub: z.string().min(1),
  acr: z.string().regex(/^(10|[1-9])$/),
  amr: z.array(z.string()),
  auth_time: z.number().int().optional(),
  // The Coffer session, as its back-channel logout will name it.
  sid: z.string().optional(),
});

export type IdTokenClaims = z.infer<typeof idTokenClaims>;

/** What the session keeps of a validated ID token; anything else is refused loudly. */
export function readIdTokenClaims(profile: unknown) {
  const claims = idTokenClaims.parse(profile);
  return {
    sub: claims.sub,
    acr: claims.acr,
    amr: claims.amr,
    authTime: claims.auth_time,
    sid: claims.sid,
  };
}
