import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { boxListFiltersShape } from './box-list-filters.schema';

export const countBoxesContract = {
  rest: {
    method: 'HEAD',
    path: '/boxes',
    status: 204,
    summary:
      'Count the boxes the caller can access (X-Total-Count); an organization counts its own',
    tags: ['Boxes'],
  },
  input: z.strictObject(boxListFiltersShape),
} satisfies OperationContract;
