// The emailed-code step survives a reload of the login page: the email it was sent to and
// when a new code may be asked for, kept in this tab's sessionStorage for this challenge
// only. Never the code: it is typed, sent, and forgotten.

const KEY = 'coffer.sign_in.code_step';

export type KeptCodeStep = { email: string; resendAt: number };

export function keepCodeStep(loginChallenge: string, step: KeptCodeStep): void {
  sessionStorage.setItem(KEY, JSON.stringify({ loginChallenge, ...step }));
}

/** The code step this tab showed for this challenge, if it did. */
export function keptCodeStep(loginChallenge: string): KeptCodeStep | null {
  const kept = sessionStorage.getItem(KEY);
  if (kept === null) return null;
  try {
    const parsed = JSON.parse(kept) as Partial<KeptCodeStep & { loginChallenge: string }>;
    return parsed.loginChallenge === loginChallenge &&
      typeof parsed.email === 'string' &&
      typeof parsed.resendAt === 'number'
      ? { email: parsed.email, resendAt: parsed.resendAt }
      : null;
  } catch {
    return null;
  }
}
