import { listOrganizationMembers } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listOrganizationMembersContract } from './list-organization-members.types';

export const listOrganizationMembersOperation = defineOperation(
  callerRung(2),
  listOrganizationMembersContract,
  ({ ctx, input }) => listOrganizationMembers({ caller: ctx.caller, organizationId: input.oid }),
);
