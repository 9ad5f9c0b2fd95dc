import { listOrganizationMembers } from '@coffer/domain/organizations';
import { callerProcedure } from '../../trpc';
import {
  listOrganizationMembersInput,
  listOrganizationMembersMeta,
  listOrganizationMembersOutput,
} from './list-organization-members.types';

export const listOrganizationMembersProcedure = callerProcedure(2)
  .meta({ rest: listOrganizationMembersMeta })
  .input(listOrganizationMembersInput)
  .output(listOrganizationMembersOutput)
  .query(({ ctx, input }) =>
    listOrganizationMembers({ caller: ctx.caller, organizationId: input.oid }),
  );
