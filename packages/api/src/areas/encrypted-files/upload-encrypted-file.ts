import { uploadEncryptedFile } from '@coffer/domain/boxes';
import { callerRung } from '../../auth/ladder';
import { receiveMultipart } from '../../rest/read-multipart';
import { defineStreamingOperation } from '../../operations/streaming-operation';
import { uploadEncryptedFileContract } from './upload-encrypted-file.types';

/** The file part streams straight into storage, never buffered whole (rest/read-multipart.ts). */
export const uploadEncryptedFileOperation = defineStreamingOperation(
  callerRung(2),
  uploadEncryptedFileContract,
  ({ request, input, ctx }) =>
    uploadEncryptedFile({
      caller: ctx.caller,
      boxId: input.id,
      receiveFile: receiveMultipart(request, {
        fileField: 'encrypted_file',
        fields: ['msg_encrypted_content'],
      }),
    }),
);
