import { addOrganizationMember } from '@coffer/domain/organizations';
import { callerProcedure } from '../../trpc';
import {
  addOrganizationMemberInput,
  addOrganizationMemberMeta,
  addOrganizationMemberOutput,
} from './add-organization-member.types';

export const addOrganizationMemberProcedure = callerProcedure(2)
  .meta({ rest: addOrganizationMemberMeta })
  .input(addOrganizationMemberInput)
  .output(addOrganizationMemberOutput)
  .mutation(({ ctx, input }) =>
    addOrganizationMember({
      caller: ctx.caller,
      organizationId: input.oid,
      identifierValue: input.identifier_value,
      role: input.role,
    }),
  );
