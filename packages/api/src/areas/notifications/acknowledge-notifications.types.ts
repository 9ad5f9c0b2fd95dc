import { z } from 'zod';
import { notificationIdsQuerySchema } from '@coffer/domain/notifications';
import type { OperationContract } from '../../operations/operation-contract';

export const acknowledgeNotificationsContract = {
  rest: {
    method: 'PUT',
    path: '/identities/{id}/notifications/acknowledgement',
    status: 204,
    summary:
      'Acknowledge your notifications: those of ids, or without ids all unacknowledged ones (an invalid ids value acknowledges none)',
    tags: ['Notifications'],
    query: ['ids'],
  },
  input: z.strictObject({
    id: z.uuid(),
    ids: notificationIdsQuerySchema
      .optional()
      .describe('Comma-separated notification ids, e.g. 1,2; an invalid value is ignored'),
  }),
} satisfies OperationContract;
