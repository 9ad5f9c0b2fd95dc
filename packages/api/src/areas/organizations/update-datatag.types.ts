import { z } from 'zod';
import { datatagNameSchema } from '@coffer/domain/organizations';
import type { OperationContract } from '../../operations/operation-contract';

export const updateDatatagContract = {
  rest: {
    method: 'PATCH',
    path: '/organizations/{oid}/datatags/{did}',
    status: 204,
    summary: "Rename a datatag (the organization's admins, agents, or its token)",
    tags: ['Organizations'],
  },
  input: z.strictObject({
    oid: z.uuid(),
    did: z.uuid(),
    name: datatagNameSchema,
  }),
} satisfies OperationContract;
