import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { organizationClientRecordSchema } from './organization.schema';

export const listOrganizationClientsContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}/clients',
    summary: "The organization's machine clients, newest first (its admins and agents, acr 2)",
    tags: ['Organizations'],
  },
  input: z.strictObject({ oid: z.uuid() }),
  output: z.array(organizationClientRecordSchema),
} satisfies OperationContract;
