import { removeOrganizationMember } from '@coffer/domain/organizations';
import { callerProcedure } from '../../trpc';
import {
  removeOrganizationMemberInput,
  removeOrganizationMemberMeta,
} from './remove-organization-member.types';

export const removeOrganizationMemberProcedure = callerProcedure(2)
  .meta({ rest: removeOrganizationMemberMeta })
  .input(removeOrganizationMemberInput)
  .mutation(({ ctx, input }) =>
    removeOrganizationMember({
      caller: ctx.caller,
      organizationId: input.oid,
      identityId: input.identity_id,
    }),
  );
