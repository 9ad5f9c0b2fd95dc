import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { notificationFilterQuery } from './notification-query';

export const countUnacknowledgedNotificationsMeta = {
  method: 'HEAD',
  path: '/identities/{id}/notifications',
  status: 204,
  summary: 'Count your unacknowledged notifications (X-Total-Count)',
  tags: ['Notifications'],
} satisfies RestMeta;

export const countUnacknowledgedNotificationsInput = z.strictObject({
  id: z.uuid(),
  ...notificationFilterQuery,
});
