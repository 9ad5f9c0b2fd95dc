import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { notificationFilterQuery } from './notification-query';

export const countUnacknowledgedNotificationsContract = {
  rest: {
    method: 'HEAD',
    path: '/identities/{id}/notifications',
    status: 204,
    summary: 'Count your unacknowledged notifications (X-Total-Count)',
    tags: ['Notifications'],
  },
  input: z.strictObject({
    id: z.uuid(),
    ...notificationFilterQuery,
  }),
} satisfies OperationContract;
