import { getOrganizationBox } from '@coffer/domain/boxes';
import { callerProcedure, withContract } from '../../trpc';
import { getOrganizationBoxContract } from './get-organization-box.types';

export const getOrganizationBoxProcedure = withContract(
  callerProcedure(2),
  getOrganizationBoxContract,
).query(({ ctx, input }) =>
  getOrganizationBox({ caller: ctx.caller, organizationId: input.oid, boxId: input.id }),
);
