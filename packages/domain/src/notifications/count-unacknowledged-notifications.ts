import { getDb } from '@coffer/db';
import { notificationWhere, type NotificationFilter } from './notification-filter';

export type CountUnacknowledgedNotificationsOptions = NotificationFilter;

/** The badge count: notifications the owner has not acknowledged yet, with the filters. */
export async function countUnacknowledgedNotifications(
  filter: CountUnacknowledgedNotificationsOptions,
): Promise<number> {
  return getDb().notification.count({
    where: { ...notificationWhere(filter), acknowledgedAt: null },
  });
}
