import {
  assertBoxAccess,
  ENCRYPTED_FILE_MAX_BYTES,
  postEncryptedFileMessage,
  storeEncryptedFileBlob,
} from '@coffer/domain/boxes';
import { discardUpload } from '@coffer/domain/storage';
import { requireCaller } from '../../auth/require-caller';
import { readMultipart } from '../../rest/read-multipart';
import { defineStreamingRoute } from '../../rest/streaming-route';
import { boxEventRecordSchema } from '../boxes/box.schema';
import {
  uploadEncryptedFileMeta,
  uploadEncryptedFileParams,
  uploadEncryptedFileParts,
} from './upload-encrypted-file.types';

/**
 * The file part streams straight into storage with a running size check; then one
 * transaction makes the file row and its msg.file event, or the blob is deleted.
 */
export const uploadEncryptedFileRoute = defineStreamingRoute({
  meta: uploadEncryptedFileMeta,
  params: uploadEncryptedFileParams,
  multipart: uploadEncryptedFileParts,
  output: boxEventRecordSchema,
  handle: async ({ request, params }) => {
    const caller = await requireCaller(request.headers, 2);
    // Refused before a byte is stored; checked again under the box's lock at the end.
    await assertBoxAccess({ caller, boxId: params.id });
    const { stored, fields } = await readMultipart(request, {
      fileField: 'encrypted_file',
      maxFileBytes: ENCRYPTED_FILE_MAX_BYTES,
      fields: ['msg_encrypted_content'],
      store: (source) => storeEncryptedFileBlob({ source }),
      discard: (blob) => discardUpload({ storageKey: blob.storageKey }),
    });
    return postEncryptedFileMessage({
      caller,
      boxId: params.id,
      blob: stored,
      encryptedContent: fields['msg_encrypted_content'],
    });
  },
});
