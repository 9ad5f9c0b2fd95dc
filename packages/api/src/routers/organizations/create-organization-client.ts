import { createOrganizationClient } from '@coffer/domain/organizations';
import { userProcedure, withContract } from '../../trpc';
import { createOrganizationClientContract } from './create-organization-client.types';

export const createOrganizationClientProcedure = withContract(
  userProcedure(2),
  createOrganizationClientContract,
).mutation(({ ctx, input }) =>
  createOrganizationClient({
    caller: ctx.caller,
    organizationId: input.oid,
    name: input.name,
    jwks: input.jwks,
  }),
);
