import { Readable } from 'node:stream';
import { downloadEncryptedFile } from '@coffer/domain/boxes';
import { callerRung } from '../../auth/ladder';
import { defineStreamingOperation } from '../../operations/streaming-operation';
import { downloadEncryptedFileContract } from './download-encrypted-file.types';

/** Streams the stored ciphertext to a member of the file's box (docs/boxes.md). */
export const downloadEncryptedFileOperation = defineStreamingOperation(
  callerRung(2),
  downloadEncryptedFileContract,
  async ({ input, ctx }) => {
    const { stream, size } = await downloadEncryptedFile({
      caller: ctx.caller,
      encryptedFileId: input.encrypted_file_id,
    });
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(size) },
    });
  },
);
