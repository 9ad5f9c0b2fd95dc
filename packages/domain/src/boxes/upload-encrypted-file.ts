import type { Caller } from '../sessions/caller';
import { discardUpload, type ReceiveFile } from '../storage';
import { assertBoxAccess } from './assert-box-access';
import type { BoxEventRecord } from './box-event-record';
import { ENCRYPTED_FILE_MAX_BYTES } from './box-limits';
import { postEncryptedFileMessage } from './post-encrypted-file-message';
import { storeEncryptedFileBlob, type EncryptedFileBlob } from './store-encrypted-file-blob';

export type UploadEncryptedFileOptions = {
  caller: Caller;
  boxId: string;
  /** The file, with its msg_encrypted_content field. */
  receiveFile: ReceiveFile<EncryptedFileBlob>;
};

/**
 * POST /boxes/{id}/encrypted-files, for the box's members: the file streams straight into
 * storage with a running size check; then one transaction makes the file row and its
 * msg.file event (postEncryptedFileMessage), or the blob is deleted.
 */
export async function uploadEncryptedFile({
  caller,
  boxId,
  receiveFile,
}: UploadEncryptedFileOptions): Promise<BoxEventRecord> {
  // Refused before a byte is stored; checked again under the box's lock at the end.
  await assertBoxAccess({ caller, boxId });
  const { stored, fields } = await receiveFile({
    maxBytes: ENCRYPTED_FILE_MAX_BYTES,
    store: (source) => storeEncryptedFileBlob({ source }),
    discard: (blob) => discardUpload({ storageKey: blob.storageKey }),
  });
  return postEncryptedFileMessage({
    caller,
    boxId,
    blob: stored,
    encryptedContent: fields['msg_encrypted_content'],
  });
}
