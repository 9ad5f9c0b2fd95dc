import { listOrganizationMembers } from '@coffer/domain/organizations';
import { callerProcedure, withContract } from '../../trpc';
import { listOrganizationMembersContract } from './list-organization-members.types';

export const listOrganizationMembersProcedure = withContract(
  callerProcedure(2),
  listOrganizationMembersContract,
).query(({ ctx, input }) =>
  listOrganizationMembers({ caller: ctx.caller, organizationId: input.oid }),
);
