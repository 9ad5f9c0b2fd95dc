import { listOrganizationProvisions } from '@coffer/domain/provisions';
import { callerProcedure, withContract } from '../../trpc';
import { listOrganizationProvisionsContract } from './list-organization-provisions.types';

export const listOrganizationProvisionsProcedure = withContract(
  callerProcedure(2),
  listOrganizationProvisionsContract,
).query(({ ctx, input }) =>
  listOrganizationProvisions({
    caller: ctx.caller,
    organizationId: input.oid,
    email: input.email,
  }),
);
