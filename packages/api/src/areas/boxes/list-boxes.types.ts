import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { boxRecordSchema, paginationShape } from './box.schema';
import { boxListFiltersShape } from './box-list-filters.schema';

export const listBoxesContract = {
  rest: {
    method: 'GET',
    path: '/boxes',
    summary:
      'The boxes the caller can access, newest first; an organization lists its own (owner_org_id defaults to it)',
    tags: ['Boxes'],
  },
  input: z.strictObject({ ...boxListFiltersShape, ...paginationShape }),
  output: z.array(boxRecordSchema),
} satisfies OperationContract;
