/** The amr values (docs/authentication.md); also the lockout keys. */
export const AMR = {
  emailedCode: 'identity:emailed_code',
  prehashedPassword: 'identity:prehashed_password',
  webauthn: 'webauthn:webauthn',
  totp: 'totp:totp',
  recovery: 'totp:recovery',
} as const;

export type Amr = (typeof AMR)[keyof typeof AMR];
