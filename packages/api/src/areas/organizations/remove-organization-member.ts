import { removeOrganizationMember } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { removeOrganizationMemberContract } from './remove-organization-member.types';

export const removeOrganizationMemberOperation = defineOperation(
  callerRung(2),
  removeOrganizationMemberContract,
  ({ ctx, input }) =>
    removeOrganizationMember({
      caller: ctx.caller,
      organizationId: input.oid,
      identityId: input.identity_id,
    }),
);
