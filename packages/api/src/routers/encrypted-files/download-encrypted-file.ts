import { Readable } from 'node:stream';
import { z } from 'zod';
import { downloadEncryptedFile } from '@coffer/domain/boxes';
import { requireCaller } from '../../auth/require-caller';
import { defineStreamingRoute } from '../../rest/streaming-route';

/** Streams the stored ciphertext to a member of the file's box (contract §8). */
export const downloadEncryptedFileRoute = defineStreamingRoute({
  meta: {
    method: 'GET',
    path: '/encrypted-files/{encrypted_file_id}',
    summary: 'Download an encrypted file (members of its box, acr 2)',
    tags: ['Messages'],
  },
  params: z.strictObject({ encrypted_file_id: z.uuid() }),
  output: { binary: 'application/octet-stream' },
  handle: async ({ request, params }) => {
    const caller = await requireCaller(request.headers, 2);
    const { stream, size } = await downloadEncryptedFile({
      caller,
      encryptedFileId: params.encrypted_file_id,
    });
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      headers: { 'content-type': 'application/octet-stream', 'content-length': String(size) },
    });
  },
});
