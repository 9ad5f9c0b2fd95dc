import { getDb } from '@coffer/db';
import { unseal } from '../../secrets/seal';
import { AMR } from '../amr';
import { malformedMetadata, methodNotAvailable } from '../authn-errors';
import { settleSucceededAttempt, type SucceededAttempts } from '../lockout/succeeded-attempts';
import { recordAuthnFailure } from '../lockout/record-authn-failure';
import type { AuthnSource } from '../lockout/authn-attempt';
import { reserveAuthnAttempt } from '../lockout/reserve-authn-attempt';
import { matchTotpCode } from './match-totp-code';
import { TOTP_CODE_PATTERN, totpSealContext } from './totp-settings';

export type VerifyTotpOptions = {
  identityId: string;
  /** Where the attempt comes from: the lockout counts per source. */
  source: AuthnSource;
  code: string;
  /** Collects the verified attempt instead of clearing its failures at once (the login step). */
  succeeded?: SucceededAttempts;
};

/**
 * The login step `totp:totp`. A code is accepted once: its time step must be later than
 * the last accepted one. Refusals: 403 `invalid` (wrong or replayed), 429 `locked`.
 */
export async function verifyTotp({
  identityId,
  code,
  succeeded,
  source,
}: VerifyTotpOptions): Promise<void> {
  if (!TOTP_CODE_PATTERN.test(code)) throw malformedMetadata('the code is 6 digits');
  const db = getDb();
  const secret = await db.totpSecret.findFirst({
    where: { identityId, confirmedAt: { not: null } },
    orderBy: { confirmedAt: 'desc' },
    select: { id: true, encryptedSecret: true, lastUsedStep: true },
  });
  if (!secret) throw methodNotAvailable('TOTP is not set up for this identity');
  const attempt = await reserveAuthnAttempt({ identityId, method: AMR.totp, source });
  const step = await matchTotpCode({
    secret: unseal(secret.encryptedSecret, totpSealContext(identityId)),
    code,
    lastUsedStep: secret.lastUsedStep,
    now: new Date(),
  });
  if (step === null) throw await recordAuthnFailure(attempt, 'invalid');
  // Conditional on the step still being new: two concurrent uses of one code cannot both pass.
  const used = await db.totpSecret.updateMany({
    where: { id: secret.id, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  if (used.count !== 1) throw await recordAuthnFailure(attempt, 'invalid');
  await settleSucceededAttempt(attempt, succeeded);
}
