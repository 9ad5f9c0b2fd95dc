import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { staffOrganizationRecordSchema } from './organization.schema';

export const listStaffOrganizationsContract = {
  rest: {
    method: 'GET',
    path: '/organizations',
    summary:
      "The organizations the caller (a person, acr 2) is on the staff of, with the caller's role, newest first",
    tags: ['Organizations'],
  },
  input: z.strictObject({}),
  output: z.array(staffOrganizationRecordSchema),
} satisfies OperationContract;
