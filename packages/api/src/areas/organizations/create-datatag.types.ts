import { z } from 'zod';
import { datatagNameSchema } from '@coffer/domain/organizations';
import type { OperationContract } from '../../operations/operation-contract';
import { datatagRecordSchema } from './organization.schema';

export const createDatatagContract = {
  rest: {
    method: 'POST',
    path: '/organizations/{oid}/datatags',
    status: 201,
    summary: "Create a datatag (the organization's admins, agents, or its token)",
    tags: ['Organizations'],
  },
  input: z.strictObject({ oid: z.uuid(), name: datatagNameSchema }),
  output: datatagRecordSchema,
  idempotencyKey: { boxOf: () => null },
} satisfies OperationContract;
