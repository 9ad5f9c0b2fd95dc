import { z } from 'zod';
import { notificationIdsQuerySchema } from '@coffer/domain/notifications';
import type { RestMeta } from '../../rest/rest-meta';

export const acknowledgeNotificationsMeta = {
  method: 'PUT',
  path: '/identities/{id}/notifications/acknowledgement',
  status: 204,
  summary:
    'Acknowledge your notifications: those of ids, or without ids all unacknowledged ones (an invalid ids value acknowledges none)',
  tags: ['Notifications'],
  query: ['ids'],
} satisfies RestMeta;

export const acknowledgeNotificationsInput = z.strictObject({
  id: z.uuid(),
  ids: notificationIdsQuerySchema
    .optional()
    .describe('Comma-separated notification ids, e.g. 1,2; an invalid value is ignored'),
});
