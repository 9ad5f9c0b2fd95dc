import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { senderRecordSchema } from './box.schema';

export const listBoxMembersContract = {
  rest: {
    method: 'GET',
    path: '/boxes/{id}/members',
    summary:
      'Who may read and post in the box (the owner organization, its staff, the creator, the data subject, those who joined), newest first',
    tags: ['Boxes'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: z.array(senderRecordSchema),
} satisfies OperationContract;
