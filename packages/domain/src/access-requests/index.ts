// Access requests (docs/key-model.md#access-requests): a person a box is about, without its
// key, asks; a staff browser holding the key invites their keys automatically.
export {
  accessRequestSchema,
  ownAccessRequestSchema,
  type AccessRequest,
  type OwnAccessRequest,
} from './access-request-resource';
export { requestBoxAccess, type RequestBoxAccessOptions } from './request-box-access';
export {
  listOrganizationAccessRequests,
  type ListOrganizationAccessRequestsOptions,
} from './list-organization-access-requests';
export {
  inviteAccessRequester,
  type InviteAccessRequesterOptions,
} from './invite-access-requester';
