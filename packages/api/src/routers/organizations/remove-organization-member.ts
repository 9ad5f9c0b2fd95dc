import { removeOrganizationMember } from '@coffer/domain/organizations';
import { callerProcedure, withContract } from '../../trpc';
import { removeOrganizationMemberContract } from './remove-organization-member.types';

export const removeOrganizationMemberProcedure = withContract(
  callerProcedure(2),
  removeOrganizationMemberContract,
).mutation(({ ctx, input }) =>
  removeOrganizationMember({
    caller: ctx.caller,
    organizationId: input.oid,
    identityId: input.identity_id,
  }),
);
