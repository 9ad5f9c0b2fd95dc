import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { notificationWhere, type NotificationFilter } from './notification-filter';

export type CountUnacknowledgedNotificationsOptions = NotificationFilter & { caller: Caller };

/** The badge count: notifications the owner has not acknowledged yet, with the filters. */
export async function countUnacknowledgedNotifications({
  caller,
  ...filter
}: CountUnacknowledgedNotificationsOptions): Promise<number> {
  assertSelf(caller, filter.identityId);
  return getDb().notification.count({
    where: { ...notificationWhere(filter), acknowledgedAt: null },
  });
}
