import { addOrganizationMember } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { addOrganizationMemberContract } from './add-organization-member.types';

export const addOrganizationMemberOperation = defineOperation(
  callerRung(2),
  addOrganizationMemberContract,
  ({ ctx, input }) =>
    addOrganizationMember({
      caller: ctx.caller,
      organizationId: input.oid,
      identifierValue: input.identifier_value,
      role: input.role,
    }),
);
