import type { ApiInputs } from './trpc/procedure-types';

/** The authentication methods (docs/authentication.md). */
export type Amr = ApiInputs['auth']['performAuthnStep']['authn_step']['method_name'];

// Typed by the procedure's own enum: a method the server adds or drops fails the build here.
const AMRS: Record<Amr, true> = {
  'identity:emailed_code': true,
  'identity:prehashed_password': true,
  'webauthn:webauthn': true,
  'totp:totp': true,
  'totp:recovery': true,
};

export function isAmr(value: string): value is Amr {
  return Object.hasOwn(AMRS, value);
}

/** The group of a method: each group counts once towards the security level (acr). */
export function groupOf(method: string): string {
  return method.split(':')[0] ?? method;
}

/** acr as docs/authentication.md counts it: one per group with a performed method. */
export function acrOf(performed: readonly string[]): number {
  return new Set(performed.map(groupOf)).size;
}
