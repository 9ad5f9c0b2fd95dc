import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { boxRecordSchema } from './box.schema';

export const getOrganizationBoxContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}/boxes/{id}',
    summary: 'A box of the organization (its token or its staff)',
    tags: ['Boxes'],
  },
  input: z.strictObject({ oid: z.uuid(), id: z.uuid() }),
  output: boxRecordSchema,
} satisfies OperationContract;
