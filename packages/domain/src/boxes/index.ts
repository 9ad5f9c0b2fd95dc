// Boxes (docs/boxes.md, §Message event; docs/boxes.md): end-to-end encrypted containers an
// organization opens about a data subject, their events (messages, membership, access
// rules, key share changes) and their encrypted files. Who may do what: findBoxAccess.
export {
  BOX_LIST_MAX_LIMIT,
  BOX_TITLE_MAX_LENGTH,
  ENCRYPTED_FILE_MAX_BYTES,
  ENCRYPTED_TEXT_MAX_LENGTH,
} from './box-limits';
export {
  BOX_EVENT_TYPES,
  MESSAGE_TYPES,
  POSTABLE_BOX_EVENT_TYPES,
  type BoxEventTypeName,
  type MessageType,
  type PostableBoxEventType,
} from './box-event-types';
export { boxPublicKeySchema, shareHashSchema } from './wire-schemas';
export { newBoxSchema, type NewBox } from './box-creation-schemas';
export type { SenderRecord } from './sender-record';
export type { BoxEventRecord } from './box-event-record';
export type { BoxRecord } from './box-record';

export { findBoxAccess, type BoxAccess, type FindBoxAccessOptions } from './find-box-access';
export { assertBoxAccess, type AssertBoxAccessOptions } from './assert-box-access';

export { createBox, type CreateBoxOptions } from './create-box';
export { getBox, type GetBoxOptions } from './get-box';
export { getOrganizationBox, type GetOrganizationBoxOptions } from './get-organization-box';
export type { BoxListFilters } from './box-list-scope';
export { listBoxes, type ListBoxesOptions } from './list-boxes';
export { countBoxes, type CountBoxesOptions } from './count-boxes';
export { listBoxMembers, type ListBoxMembersOptions } from './list-box-members';
export { deleteBox, type DeleteBoxOptions } from './delete-box';

export { postBoxEvent, type PostBoxEventOptions } from './post-box-event';
export type { RawBoxEventInput } from './parse-box-event-input';
export { listBoxEvents, type ListBoxEventsOptions } from './list-box-events';
export { listBoxMessages, type ListBoxMessagesOptions } from './list-box-messages';
export { countBoxMessages, type CountBoxMessagesOptions } from './count-box-messages';

export {
  storeEncryptedFileBlob,
  type EncryptedFileBlob,
  type StoreEncryptedFileBlobOptions,
} from './store-encrypted-file-blob';
export {
  postEncryptedFileMessage,
  type PostEncryptedFileMessageOptions,
} from './post-encrypted-file-message';
export { uploadEncryptedFile, type UploadEncryptedFileOptions } from './upload-encrypted-file';
export {
  downloadEncryptedFile,
  type DownloadEncryptedFileOptions,
} from './download-encrypted-file';
