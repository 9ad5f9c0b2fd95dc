import { listOrganizationAccessRequests } from '@coffer/domain/access-requests';
import { callerProcedure, withContract } from '../../trpc';
import { listOrganizationAccessRequestsContract } from './list-organization-access-requests.types';

export const listOrganizationAccessRequestsProcedure = withContract(
  callerProcedure(2),
  listOrganizationAccessRequestsContract,
).query(({ ctx, input }) =>
  listOrganizationAccessRequests({ caller: ctx.caller, organizationId: input.oid }),
);
