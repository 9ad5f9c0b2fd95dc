import { listOrganizationClients } from '@coffer/domain/organizations';
import { userProcedure } from '../../trpc';
import {
  listOrganizationClientsInput,
  listOrganizationClientsMeta,
  listOrganizationClientsOutput,
} from './list-organization-clients.types';

export const listOrganizationClientsProcedure = userProcedure(2)
  .meta({ rest: listOrganizationClientsMeta })
  .input(listOrganizationClientsInput)
  .output(listOrganizationClientsOutput)
  .query(({ ctx, input }) =>
    listOrganizationClients({ caller: ctx.caller, organizationId: input.oid }),
  );
