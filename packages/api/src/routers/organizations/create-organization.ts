import { createOrganization, toOrganizationRecord } from '@coffer/domain/organizations';
import { userProcedure, withContract } from '../../trpc';
import { createOrganizationContract } from './create-organization.types';

export const createOrganizationProcedure = withContract(
  userProcedure(2),
  createOrganizationContract,
).mutation(async ({ ctx, input }) =>
  toOrganizationRecord(
    await createOrganization({ name: input.name, adminIdentityId: ctx.caller.identityId }),
  ),
);
