import { verify } from 'otplib';
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './totp-settings';

export type MatchTotpCodeOptions = {
  /** Base32 secret. */
  secret: string;
  code: string;
  /** Steps up to this one were used already (replay protection); null when none was. */
  lastUsedStep: number | null;
  now: Date;
};

/** The time step a code was made for, within ±1 step of now and after lastUsedStep; else null. */
export async function matchTotpCode({
  secret,
  code,
  lastUsedStep,
  now,
}: MatchTotpCodeOptions): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  // otplib refuses an afterTimeStep beyond the window; no step of the window is usable then.
  if (lastUsedStep !== null && lastUsedStep >= Math.floor(epoch / TOTP_PERIOD_SECONDS) + 1) {
    return null;
  }
  const result = await verify({
    secret,
    token: code,
    algorithm: 'sha1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    epoch,
    // One period either side of now checks exactly the previous, current and next steps.
    epochTolerance: TOTP_PERIOD_SECONDS,
    afterTimeStep: lastUsedStep ?? undefined,
  });
  // The functional API types results for TOTP and HOTP alike; only TOTP has a time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
