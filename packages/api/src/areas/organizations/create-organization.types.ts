import { z } from 'zod';
import { organizationNameSchema } from '@coffer/domain/organizations';
import type { OperationContract } from '../../operations/operation-contract';
import { organizationRecordSchema } from './organization.schema';

export const createOrganizationContract = {
  rest: {
    method: 'POST',
    path: '/organizations',
    status: 201,
    summary: 'Create an organization; the caller (a person, acr 2) becomes its admin',
    tags: ['Organizations'],
  },
  input: z.strictObject({ name: organizationNameSchema }),
  output: organizationRecordSchema,
  idempotencyKey: { boxOf: () => null },
} satisfies OperationContract;
