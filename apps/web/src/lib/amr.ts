/** The authentication methods (service.md §Authentication method references). */
export const AMRS = [
  'identity:emailed_code',
  'identity:prehashed_password',
  'webauthn:webauthn',
  'totp:totp',
  'totp:recovery',
] as const;

export type Amr = (typeof AMRS)[number];

export function isAmr(value: string): value is Amr {
  return (AMRS as readonly string[]).includes(value);
}

/** The group of a method: each group counts once towards the security level (acr). */
export function groupOf(method: string): string {
  return method.split(':')[0] ?? method;
}

/** acr as service.md §ACR calculation counts it: one per group with a performed method. */
export function acrOf(performed: readonly string[]): number {
  return new Set(performed.map(groupOf)).size;
}
