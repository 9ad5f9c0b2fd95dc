export { assertFileStorageUsable } from './assert-file-storage-usable';
export { checkStorage, type StorageCheck } from './check-storage';
export { claimUpload } from './claim-upload';
export { createDirectoryStorage } from './directory-storage';
export { discardUpload } from './discard-upload';
export {
  FileNotFoundError,
  FileTooLargeError,
  StorageFullError,
  type FileStorage,
  type StorageKey,
} from './file-storage';
export type { MissingBlob } from './find-missing-blobs';
export { getFileStorage } from './get-file-storage';
export type { FileUpload, ReceiveFile } from './receive-file';
export {
  DEFAULT_SWEEP_AGE_SECONDS,
  reconcileStorage,
  type ReconcileStorageOptions,
  type StorageLeftovers,
} from './reconcile-storage';
export { startUploadSweeps } from './start-upload-sweeps';
export { storeUpload } from './store-upload';
export { sweepAbandonedUploads } from './sweep-abandoned-uploads';
