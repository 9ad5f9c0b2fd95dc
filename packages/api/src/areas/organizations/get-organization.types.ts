import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { organizationRecordSchema } from './organization.schema';

export const getOrganizationContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}',
    summary: 'An organization, for its staff and its own token',
    tags: ['Organizations'],
  },
  input: z.strictObject({ oid: z.uuid() }),
  output: organizationRecordSchema,
} satisfies OperationContract;
