import type { AnyOperation } from '../../operations/operation-table';
import { downloadEncryptedFileOperation } from './download-encrypted-file';
import { uploadEncryptedFileOperation } from './upload-encrypted-file';

/** A box's files, as byte streams: the upload of a file message and the download. */
export const encryptedFilesOperations = {
  uploadEncryptedFile: uploadEncryptedFileOperation,
  downloadEncryptedFile: downloadEncryptedFileOperation,
} satisfies Record<string, AnyOperation>;
