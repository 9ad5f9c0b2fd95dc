import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { boxRecordSchema } from './box.schema';

export const getBoxContract = {
  rest: {
    method: 'GET',
    path: '/boxes/{id}',
    summary:
      'A box, for its members (403 not_member when the caller could join it, no_access else)',
    tags: ['Boxes'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: boxRecordSchema,
} satisfies OperationContract;
