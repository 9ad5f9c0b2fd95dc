import { getOrganization } from '@coffer/domain/organizations';
import { callerProcedure, withContract } from '../../trpc';
import { getOrganizationContract } from './get-organization.types';

export const getOrganizationProcedure = withContract(
  callerProcedure(2),
  getOrganizationContract,
).query(({ ctx, input }) => getOrganization({ caller: ctx.caller, organizationId: input.oid }));
