import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { organizationMemberRecordSchema } from './organization.schema';

export const listOrganizationMembersContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}/members',
    summary: "The organization's staff, newest first (its admins)",
    tags: ['Organizations'],
  },
  input: z.strictObject({ oid: z.uuid() }),
  output: z.array(organizationMemberRecordSchema),
} satisfies OperationContract;
