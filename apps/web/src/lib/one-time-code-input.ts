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
