import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { notificationWhere, type NotificationFilter } from './notification-filter';
import {
  notificationResourceSelect,
  toNotificationResource,
  type NotificationResource,
} from './notification-resource';

export type ListNotificationsOptions = NotificationFilter & {
  caller: Caller;
  offset: number;
  /** Unbounded when absent (docs/http-api.md: default notification pagination infinite). */
  limit?: number;
};

/** Acknowledged or not, newest first (docs/http-api.md); ties broken by id, also newest first. */
export async function listNotifications({
  caller,
  offset,
  limit,
  ...filter
}: ListNotificationsOptions): Promise<NotificationResource[]> {
  assertSelf(caller, filter.identityId);
  const rows = await getDb().notification.findMany({
    where: notificationWhere(filter),
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    skip: offset,
    take: limit,
    select: notificationResourceSelect,
  });
  return rows.map(toNotificationResource);
}
