import { listOrganizationClients } from '@coffer/domain/organizations';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { listOrganizationClientsContract } from './list-organization-clients.types';

export const listOrganizationClientsOperation = defineOperation(
  userRung(2),
  listOrganizationClientsContract,
  ({ ctx, input }) => listOrganizationClients({ caller: ctx.caller, organizationId: input.oid }),
);
