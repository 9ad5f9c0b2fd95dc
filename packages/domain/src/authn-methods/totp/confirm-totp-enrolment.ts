import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import { unseal } from '../../secrets/seal';
import { assertSelf } from '../../sessions/assert-self';
import type { Caller } from '../../sessions/caller';
import { lockIdentity } from '../lock-identity';
import { matchTotpCode } from './match-totp-code';
import { createRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './recovery-codes';
import { TOTP_CODE_PATTERN, totpSealContext } from './totp-settings';
import { reportSecurityEvent } from '../../activity/report-security-event';

export type ConfirmTotpEnrolmentOptions = {
  caller: Caller;
  identityId: string;
  enrolmentId: string;
  code: string;
};

/**
 * The first code proves the app holds the secret. The confirmed secret replaces any
 * previous one, with a new set of recovery codes, returned this once and stored hashed.
 */
export async function confirmTotpEnrolment({
  caller,
  identityId,
  enrolmentId,
  code,
}: ConfirmTotpEnrolmentOptions): Promise<{ recovery_codes: string[] }> {
  assertSelf(caller, identityId);
  if (!TOTP_CODE_PATTERN.test(code)) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'the code is 6 digits',
      details: { code: 'malformed' },
    });
  }
  const db = getDb();
  const enrolment = await db.totpSecret.findFirst({
    where: { id: enrolmentId, identityId, confirmedAt: null },
    select: { id: true, encryptedSecret: true },
  });
  if (!enrolment) throw enrolmentNotFound();
  const now = new Date();
  const step = await matchTotpCode({
    secret: unseal(enrolment.encryptedSecret, totpSealContext(identityId)),
    code,
    lastUsedStep: null,
    now,
  });
  if (step === null) {
    throw new AppError('forbidden', {
      origin: 'body',
      desc: 'this code does not match: check the time of the device',
      details: { code: 'invalid' },
    });
  }
  const recoveryCodes = createRecoveryCodes();
  await db.$transaction(async (tx) => {
    // Row lock: enrolments of one identity start and confirm one at a time (one confirmed
    // secret per identity is also a unique index).
    await lockIdentity(tx, identityId);
    await tx.totpSecret.deleteMany({ where: { identityId, id: { not: enrolment.id } } });
    // The confirming code's step counts as used: it cannot be replayed to sign in.
    const confirmed = await tx.totpSecret.updateMany({
      where: { id: enrolment.id, confirmedAt: null },
      data: { confirmedAt: now, lastUsedStep: step },
    });
    if (confirmed.count !== 1) throw enrolmentNotFound();
    await tx.recoveryCode.deleteMany({ where: { identityId } });
    await tx.recoveryCode.createMany({
      data: recoveryCodes.map((recoveryCode) => ({
        identityId,
        codeHash: hashRecoveryCode(normalizeRecoveryCode(recoveryCode)),
      })),
    });
    await reportSecurityEvent(tx, { identityId, event: 'totp_added', caller });
  });
  return { recovery_codes: recoveryCodes };
}

function enrolmentNotFound(): AppError {
  return new AppError('not_found', {
    origin: 'path',
    desc: 'no pending TOTP enrolment with this id (a newer one replaces it)',
    details: { enroll_id: 'not_found' },
  });
}
