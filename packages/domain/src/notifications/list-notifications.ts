import { getDb } from '@coffer/db';
import { notificationWhere, type NotificationFilter } from './notification-filter';
import {
  notificationResourceSelect,
  toNotificationResource,
  type NotificationResource,
} from './notification-resource';

export type ListNotificationsOptions = NotificationFilter & {
  offset: number;
  /** Unbounded when absent (service.md §Limits: default notification pagination infinite). */
  limit?: number;
};

/** Acknowledged or not, newest first (contract §2); ties broken by id, also newest first. */
export async function listNotifications({
  offset,
  limit,
  ...filter
}: ListNotificationsOptions): Promise<NotificationResource[]> {
  const rows = await getDb().notification.findMany({
    where: notificationWhere(filter),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: limit,
    select: notificationResourceSelect,
  });
  return rows.map(toNotificationResource);
}
