/**
 * RFC 6238 as every authenticator app implements it (docs/authentication.md): HMAC-SHA-1, 6 digits,
 * 30-second steps, and a code accepted one step early or late for clock drift.
 */
export const TOTP_ISSUER = 'Coffer';
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** Binds a sealed TOTP secret to its identity: it cannot be moved to another row. */
export function totpSealContext(identityId: string): string {
  return `totp:${identityId}`;
}
