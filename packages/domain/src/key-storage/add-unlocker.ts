import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { reportSecurityEvent } from '../activity/report-security-event';
import {
  toUnlockerSummary,
  unlockerSummarySelect,
  type UnlockerSummary,
} from './key-storage-resources';
import type { NewUnlocker } from './key-storage-schemas';
import { insertUnlockers } from './insert-unlockers';
import { lockSetUpStorage } from './storage-account';

export type AddUnlockerOptions = {
  caller: Caller;
  identityId: string;
  unlocker: NewUnlocker;
  /** The requesting browser's key: a device unlocker remembers it. */
  browserKey?: string | undefined;
};

/**
 * Another unlocker of the set-up storage: a passkey, this device, a recovery key, or the
 * password. The browser sealed the root key it opened with another unlocker.
 */
export async function addUnlocker({
  caller,
  identityId,
  unlocker,
  browserKey,
}: AddUnlockerOptions): Promise<UnlockerSummary> {
  assertSelf(caller, identityId);
  return getDb().$transaction(async (tx) => {
    const accountId = await lockSetUpStorage(tx, identityId);
    await insertUnlockers({
      tx,
      accountId,
      unlockers: [unlocker],
      field: 'unlocker',
      browserKey,
      userAgent: caller.kind === 'user' ? caller.userAgent : null,
    });
    await reportSecurityEvent(tx, { identityId, event: 'unlocker_added', caller });
    const row = await tx.unlocker.findUniqueOrThrow({
      where: { id: unlocker.id },
      select: unlockerSummarySelect,
    });
    return toUnlockerSummary(row);
  });
}
