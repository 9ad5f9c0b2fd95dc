/**
 * acr of docs/authentication.md: one per group (identity, webauthn, totp) in which at
 * least one method was performed. The group is the part of the amr value before the colon.
 */
export function computeAcr(amr: readonly string[]): number {
  return new Set(amr.map((method) => method.split(':')[0])).size;
}

/** Contract §6: max(first acr_values, the identity's own: 2 once an MFA method is set). */
export function computeRequiredAcr(
  acrValues: readonly string[],
  mfaMethod: 'disabled' | 'totp' | 'webauthn',
): number {
  const requested = acrValues.length > 0 ? Number(acrValues[0]) : 1;
  return Math.max(requested, mfaMethod === 'disabled' ? 1 : 2);
}

export const AMR_GROUPS = ['identity', 'webauthn', 'totp'] as const;

/**
 * The levels a request may ask for in `acr_values` and discovery lists: the contract's 1 to
 * 10. Fewer are reachable (one per method group, docs/authentication.md); a higher request is
 * answered with the highest the person can reach, which the relying party checks
 * (docs/oidc.md, "Authorization request").
 */
export const ACR_LEVELS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/** Whether `value` is one of ACR_LEVELS, spelt exactly so. */
export function isAcrLevel(value: string): boolean {
  return (ACR_LEVELS as readonly string[]).includes(value);
}
