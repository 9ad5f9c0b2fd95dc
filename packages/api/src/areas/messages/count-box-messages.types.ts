import { z } from 'zod';
import { MESSAGE_TYPES } from '@coffer/domain/boxes';
import type { OperationContract } from '../../operations/operation-contract';

export const countBoxMessagesContract = {
  rest: {
    method: 'HEAD',
    path: '/boxes/{id}/messages',
    status: 204,
    summary: "Count a box's messages (X-Total-Count), of one type or all",
    tags: ['Messages'],
  },
  input: z.strictObject({
    id: z.uuid(),
    type: z.enum(MESSAGE_TYPES).optional(),
  }),
} satisfies OperationContract;
