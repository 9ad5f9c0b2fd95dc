import { listOrganizationAccessRequests } from '@coffer/domain/access-requests';
import { defineOperation } from '../../operations/operation';
import { callerRung } from '../../auth/ladder';
import { listOrganizationAccessRequestsContract } from './list-organization-access-requests.types';

export const listOrganizationAccessRequestsOperation = defineOperation(
  callerRung(2),
  listOrganizationAccessRequestsContract,
  ({ ctx, input }) =>
    listOrganizationAccessRequests({ caller: ctx.caller, organizationId: input.oid }),
);
