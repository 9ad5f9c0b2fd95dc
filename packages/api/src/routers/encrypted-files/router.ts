import type { Operation } from '../../rest/operation-table';
import { downloadEncryptedFileRoute } from './download-encrypted-file';
import { uploadEncryptedFileRoute } from './upload-encrypted-file';

/** A box's files, as byte streams: the upload of a file message and the download. */
export const encryptedFilesRouter = {
  uploadEncryptedFile: uploadEncryptedFileRoute,
  downloadEncryptedFile: downloadEncryptedFileRoute,
} satisfies Record<string, Operation>;
