import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const removeOrganizationMemberContract = {
  rest: {
    method: 'DELETE',
    path: '/organizations/{oid}/members/{identity_id}',
    status: 204,
    summary: 'Take a person off the staff (its admins); the last admin stays (409)',
    tags: ['Organizations'],
  },
  input: z.strictObject({
    oid: z.uuid(),
    identity_id: z.uuid(),
  }),
} satisfies OperationContract;
