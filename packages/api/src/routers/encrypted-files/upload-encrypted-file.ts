import {
  assertBoxAccess,
  ENCRYPTED_FILE_MAX_BYTES,
  postEncryptedFileMessage,
  storeEncryptedFileBlob,
} from '@coffer/domain/boxes';
import { discardUpload } from '@coffer/domain/storage';
import { callerRung } from '../../auth/ladder';
import { readMultipart } from '../../rest/read-multipart';
import { defineStreamingRoute } from '../../rest/streaming-route';
import { uploadEncryptedFileContract } from './upload-encrypted-file.types';

/**
 * The file part streams straight into storage with a running size check; then one
 * transaction makes the file row and its msg.file event, or the blob is deleted.
 */
export const uploadEncryptedFileRoute = defineStreamingRoute(
  callerRung(2),
  uploadEncryptedFileContract,
  async ({ request, input, ctx: { caller } }) => {
    // Refused before a byte is stored; checked again under the box's lock at the end.
    await assertBoxAccess({ caller, boxId: input.id });
    const { stored, fields } = await readMultipart(request, {
      fileField: 'encrypted_file',
      maxFileBytes: ENCRYPTED_FILE_MAX_BYTES,
      fields: ['msg_encrypted_content'],
      store: (source) => storeEncryptedFileBlob({ source }),
      discard: (blob) => discardUpload({ storageKey: blob.storageKey }),
    });
    return postEncryptedFileMessage({
      caller,
      boxId: input.id,
      blob: stored,
      encryptedContent: fields['msg_encrypted_content'],
    });
  },
);
