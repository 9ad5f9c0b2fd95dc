import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';

export type AcknowledgeNotificationsOptions = {
  caller: Caller;
  identityId: string;
  /** Which ones; absent: every notification unacknowledged at this moment. */
  ids?: readonly number[];
};

/**
 * Marks the identity's notifications acknowledged. Only its own are touched, whatever ids
 * say; already acknowledged ones keep their first acknowledged_at, so a repeat is a no-op.
 */
export async function acknowledgeNotifications({
  caller,
  identityId,
  ids,
}: AcknowledgeNotificationsOptions): Promise<void> {
  assertSelf(caller, identityId);
  if (ids?.length === 0) return;
  await getDb().notification.updateMany({
    where: {
      identityId,
      acknowledgedAt: null,
      ...(ids === undefined ? {} : { id: { in: [...ids] } }),
    },
    data: { acknowledgedAt: new Date() },
  });
}
