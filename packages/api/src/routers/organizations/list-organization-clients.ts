import { listOrganizationClients } from '@coffer/domain/organizations';
import { userProcedure, withContract } from '../../trpc';
import { listOrganizationClientsContract } from './list-organization-clients.types';

export const listOrganizationClientsProcedure = withContract(
  userProcedure(2),
  listOrganizationClientsContract,
).query(({ ctx, input }) =>
  listOrganizationClients({ caller: ctx.caller, organizationId: input.oid }),
);
