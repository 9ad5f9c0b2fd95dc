import { z } from 'zod';
import { accessRequestSchema } from '@coffer/domain/access-requests';
import type { OperationContract } from '../../operations/operation-contract';

export const listOrganizationAccessRequestsContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}/access-requests',
    summary:
      "The pending access requests of the organization's boxes, oldest first (its admins, agents, or its token), with the key to invite",
    tags: ['Access requests'],
  },
  input: z.strictObject({ oid: z.uuid() }),
  output: z.array(accessRequestSchema),
} satisfies OperationContract;
