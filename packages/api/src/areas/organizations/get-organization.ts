import { getOrganization } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { getOrganizationContract } from './get-organization.types';

export const getOrganizationOperation = defineOperation(
  callerRung(2),
  getOrganizationContract,
  ({ ctx, input }) => getOrganization({ caller: ctx.caller, organizationId: input.oid }),
);
