import { getOrganization } from '@coffer/domain/organizations';
import { callerProcedure } from '../../trpc';
import {
  getOrganizationInput,
  getOrganizationMeta,
  getOrganizationOutput,
} from './get-organization.types';

export const getOrganizationProcedure = callerProcedure(2)
  .meta({ rest: getOrganizationMeta })
  .input(getOrganizationInput)
  .output(getOrganizationOutput)
  .query(({ ctx, input }) => getOrganization({ caller: ctx.caller, organizationId: input.oid }));
