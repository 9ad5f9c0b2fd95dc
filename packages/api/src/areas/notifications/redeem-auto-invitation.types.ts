import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

const INT4_MAX = 2_147_483_647;

export const redeemAutoInvitationContract = {
  rest: {
    method: 'PUT',
    path: '/identities/{id}/notifications/{notification_id}/redemption',
    status: 204,
    summary:
      'Mark one of your box.auto_invite notifications used, once the box was opened with it (again: no change)',
    tags: ['Notifications'],
  },
  input: z.strictObject({
    id: z.uuid(),
    notification_id: z
      .string()
      .regex(/^\d+$/, 'a notification id')
      .transform(Number)
      .pipe(z.int().max(INT4_MAX))
      .describe('The notification id (an integer)'),
  }),
} satisfies OperationContract;
