// @coffer/sdk: Coffer for organizations' servers (docs/sdk.md).

export { Coffer, type CofferOptions } from './coffer';
export type { Boxes, BoxFilter, CreateBoxOptions, CreatedBox } from './boxes/boxes';
export type { BoxSecretKeyLookup } from './boxes/access-requests';
export type { Datatags } from './datatags/datatags';
export type { Access, AccessRule, AccessRuleTarget } from './access/access';
export type { AccessRequests } from './access-requests/access-requests';
export type { Events } from './events/events';
export type { StreamEvent, StreamOptions } from './events/event-stream';
export type { KeyShares, RotatedKeyShare } from './key-shares/key-shares';
export { Listing, type ListOptions, type PageRequest } from './lists/listing';
export type { Members } from './members/members';
export type { Provisions } from './provisions/provisions';
export type { WebhookEndpointChange, Webhooks } from './webhooks/webhooks';
export {
  WebhookSignatureError,
  type WebhookEvent,
  type WebhookHeaders,
} from './webhooks/verify-webhook';
export type { Delivery } from './boxes/subject-delivery';
export type { Message, Messages, SendFileOptions } from './messages/messages';
export type { FileSource } from './messages/file-source';
export { FileHandle } from './messages/file-handle';
export type { DownloadOptions, FileDestination, Files } from './files/files';
export type {
  CreationOptions,
  RequestDebugHook,
  RequestDebugInfo,
  RequestOptions,
} from './http/request-options';
export {
  AcrError,
  AuthenticationError,
  BadRequestError,
  BoxDeletedError,
  CofferError,
  ConflictError,
  ConnectionError,
  FileTooLargeError,
  GoneError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionError,
  RateLimitError,
  ServerError,
  TimeoutError,
  TokenError,
} from './errors';
export type {
  AccessRequest,
  Box,
  BoxEvent,
  BoxRef,
  Datatag,
  ErrorBody,
  Member,
  Provision,
  Sender,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEventType,
} from './types';
export { CryptoError, type CryptoErrorLike } from './crypto-error';
