import { z } from 'zod';
import { emailIdentifierSchema } from '@coffer/domain/identities';
import { organizationProvisionSchema } from '@coffer/domain/provisions';
import type { OperationContract } from '../../operations/operation-contract';

export const listOrganizationProvisionsContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}/provisions',
    summary:
      "The organization's provision for an email, none or one (its admins, agents, or its token): a later box for that person sends it again",
    tags: ['Provisions'],
  },
  input: z.strictObject({
    oid: z.uuid(),
    email: emailIdentifierSchema.describe('The data subject the provision was made for'),
  }),
  output: z.array(organizationProvisionSchema),
} satisfies OperationContract;
