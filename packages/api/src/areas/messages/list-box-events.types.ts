import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { boxEventRecordSchema, paginationShape } from '../boxes/box.schema';

export const listBoxEventsContract = {
  rest: {
    method: 'GET',
    path: '/boxes/{id}/events',
    summary: 'Every event of a box, newest first (its members)',
    tags: ['Messages'],
  },
  input: z.strictObject({ id: z.uuid(), ...paginationShape }),
  output: z.array(boxEventRecordSchema),
} satisfies OperationContract;
