import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { datatagRecordSchema } from './organization.schema';

export const listDatatagsContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}/datatags',
    summary: "The organization's datatags, newest first (its admins, agents, or its token)",
    tags: ['Organizations'],
  },
  input: z.strictObject({ oid: z.uuid() }),
  output: z.array(datatagRecordSchema),
} satisfies OperationContract;
