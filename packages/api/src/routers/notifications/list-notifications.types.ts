import { z } from 'zod';
import { notificationResourceSchema } from '@coffer/domain/notifications';
import type { RestMeta } from '../../rest/rest-meta';
import { notificationFilterQuery, paginationQuery } from './notification-query';

export const listNotificationsMeta = {
  method: 'GET',
  path: '/identities/{id}/notifications',
  summary: 'Your notifications, acknowledged or not, newest first',
  tags: ['Notifications'],
} satisfies RestMeta;

export const listNotificationsInput = z.strictObject({
  id: z.uuid(),
  ...notificationFilterQuery,
  ...paginationQuery,
});

export const listNotificationsOutput = z.array(notificationResourceSchema);
