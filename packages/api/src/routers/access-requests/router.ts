import type { Operation } from '../../rest/operation-table';
import { inviteAccessRequesterProcedure } from './invite-access-requester';
import { listOrganizationAccessRequestsProcedure } from './list-organization-access-requests';
import { requestBoxAccessProcedure } from './request-box-access';

/**
 * Access requests (docs/key-model.md#access-requests): a person a box is about asks, with
 * their keys set up; a staff browser that holds the box key invites them automatically.
 */
export const accessRequestsRouter = {
  requestBoxAccess: requestBoxAccessProcedure,
  listOrganizationAccessRequests: listOrganizationAccessRequestsProcedure,
  inviteAccessRequester: inviteAccessRequesterProcedure,
} satisfies Record<string, Operation>;
