// @coffer/sdk: Coffer for organizations' servers (docs/sdk.md).

export { Coffer, type CofferOptions } from './coffer';
export type { Boxes, BoxFilter, CreateBoxOptions, CreatedBox } from './boxes/boxes';
export type { BoxSecretKeyLookup } from './boxes/access-requests';
export type { Datatags } from './datatags/datatags';
export type { Delivery } from './boxes/subject-delivery';
export type { Message, Messages, SendFileOptions } from './messages/messages';
export type { FileSource } from './messages/file-source';
export { FileHandle } from './messages/file-handle';
export type { DownloadOptions, FileDestination, Files } from './files/files';
export {
  AcrError,
  AuthenticationError,
  BadRequestError,
  BoxDeletedError,
  CofferError,
  ConflictError,
  FileTooLargeError,
  GoneError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionError,
  RateLimitError,
  ServerError,
  TokenError,
} from './errors';
export type { Box, BoxEvent, BoxRef, Datatag, ErrorBody, Sender } from './types';
export { CryptoError, type CryptoErrorLike } from './crypto-error';
