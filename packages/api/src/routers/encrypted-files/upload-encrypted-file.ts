import { uploadEncryptedFile } from '@coffer/domain/boxes';
import { callerRung } from '../../auth/ladder';
import { receiveMultipart } from '../../rest/read-multipart';
import { defineStreamingRoute } from '../../rest/streaming-route';
import { uploadEncryptedFileContract } from './upload-encrypted-file.types';

/** The file part streams straight into storage, never buffered whole (rest/read-multipart.ts). */
export const uploadEncryptedFileRoute = defineStreamingRoute(
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
