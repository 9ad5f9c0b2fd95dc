import { z } from 'zod';
import { notificationResourceSchema } from '@coffer/domain/notifications';
import type { OperationContract } from '../../operations/operation-contract';
import { notificationFilterQuery, paginationQuery } from './notification-query';

export const listNotificationsContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/notifications',
    summary: 'Your notifications, acknowledged or not, newest first',
    tags: ['Notifications'],
  },
  input: z.strictObject({
    id: z.uuid(),
    ...notificationFilterQuery,
    ...paginationQuery,
  }),
  output: z.array(notificationResourceSchema),
} satisfies OperationContract;
