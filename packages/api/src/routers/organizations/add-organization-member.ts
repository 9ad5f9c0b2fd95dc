import { addOrganizationMember } from '@coffer/domain/organizations';
import { callerProcedure, withContract } from '../../trpc';
import { addOrganizationMemberContract } from './add-organization-member.types';

export const addOrganizationMemberProcedure = withContract(
  callerProcedure(2),
  addOrganizationMemberContract,
).mutation(({ ctx, input }) =>
  addOrganizationMember({
    caller: ctx.caller,
    organizationId: input.oid,
    identifierValue: input.identifier_value,
    role: input.role,
  }),
);
