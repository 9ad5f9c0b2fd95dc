/**
 * The input of a 6-digit code, emailed or from an authenticator app: a numeric keyboard,
 * and browsers may offer the code they received (autocomplete one-time-code).
 */
export const ONE_TIME_CODE_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  pattern: '[0-9]{6}',
  maxLength: 6,
} as const;

/** Six digits, the whole of such a code: the form sends it without waiting for a click. */
export function isCompleteCode(typed: string): boolean {
  return /^[0-9]{6}$/.test(typed.trim());
}
