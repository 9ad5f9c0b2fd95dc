import { z } from 'zod';
import { emailIdentifierSchema } from '@coffer/domain/identities';
import type { OperationContract } from '../../operations/operation-contract';
import { organizationMemberRecordSchema } from './organization.schema';

export const addOrganizationMemberContract = {
  rest: {
    method: 'POST',
    path: '/organizations/{oid}/members',
    status: 201,
    summary:
      'Give a person (by email; their identity is created if unknown) a role in the organization (its admins); 409 if already on the staff',
    tags: ['Organizations'],
  },
  input: z.strictObject({
    oid: z.uuid(),
    identifier_value: emailIdentifierSchema,
    role: z.enum(['admin', 'agent']),
  }),
  output: organizationMemberRecordSchema,
  idempotencyKey: { boxOf: () => null },
} satisfies OperationContract;
