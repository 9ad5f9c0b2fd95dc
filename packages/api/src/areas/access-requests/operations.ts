import type { AnyOperation } from '../../operations/operation-table';
import { inviteAccessRequesterOperation } from './invite-access-requester';
import { listOrganizationAccessRequestsOperation } from './list-organization-access-requests';
import { requestBoxAccessOperation } from './request-box-access';

/**
 * Access requests (docs/key-model.md#access-requests): a person a box is about asks, with
 * their keys set up; a staff browser that holds the box key invites them automatically.
 */
export const accessRequestsOperations = {
  requestBoxAccess: requestBoxAccessOperation,
  listOrganizationAccessRequests: listOrganizationAccessRequestsOperation,
  inviteAccessRequester: inviteAccessRequesterOperation,
} satisfies Record<string, AnyOperation>;
