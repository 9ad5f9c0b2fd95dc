import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import { assertSelf } from '../../sessions/assert-self';
import type { Caller } from '../../sessions/caller';
import { lockIdentity } from '../lock-identity';
import { reportSecurityEvent } from '../../activity/report-security-event';

export type RemoveTotpOptions = { caller: Caller; identityId: string };

/**
 * Removes the TOTP secret (and any pending enrolment) with its recovery codes. Refused
 * (409) while mfa_method is totp: sign-in would then require a method that no longer exists.
 */
export async function removeTotp({ caller, identityId }: RemoveTotpOptions): Promise<void> {
  assertSelf(caller, identityId);
  await getDb().$transaction(async (tx) => {
    // Row lock: mfa_method cannot switch to totp between this check and the deletion.
    const identity = await lockIdentity(tx, identityId);
    if (!identity) {
      throw new AppError('not_found', {
        origin: 'path',
        desc: 'no such identity',
        details: { id: 'not_found' },
      });
    }
    if (identity.mfaMethod === 'totp') {
      throw new AppError('conflict', {
        origin: 'path',
        desc: 'mfa_method is totp: choose another mfa_method before removing TOTP',
        details: { mfa_method: 'conflict' },
      });
    }
    const removed = await tx.totpSecret.deleteMany({ where: { identityId } });
    if (removed.count === 0) {
      throw new AppError('not_found', {
        origin: 'path',
        desc: 'TOTP is not set up',
        details: { totp: 'not_found' },
      });
    }
    await tx.recoveryCode.deleteMany({ where: { identityId } });
    await reportSecurityEvent(tx, { identityId, event: 'totp_removed', caller });
  });
}
