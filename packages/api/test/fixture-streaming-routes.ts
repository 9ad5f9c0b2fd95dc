import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FileStorage } from '@coffer/domain/storage';
import { publicRung } from '../src/auth/ladder';
import { readMultipart } from '../src/rest/read-multipart';
import { defineStreamingOperation } from '../src/operations/streaming-operation';

/** An upload and a download over a given storage, exercising the streaming plumbing. */
export function fixtureStreamingRoutes(storage: FileStorage) {
  return {
    upload: defineStreamingOperation(
      publicRung,
      {
        rest: {
          method: 'POST',
          path: '/things/{id}/files',
          status: 201,
          summary: 'Upload',
          tags: ['Things'],
        },
        input: z.strictObject({ id: z.uuid() }),
        multipart: {
          file: { binary: true, required: true, description: 'The bytes' },
          note: { binary: false, required: false, description: 'A note' },
        },
        output: z.object({ key: z.string(), size: z.number(), note: z.string().nullable() }),
      },
      async ({ request }) => {
        const { stored, fields } = await readMultipart(request, {
          fileField: 'file',
          maxBytes: 10,
          fields: ['note'],
          store: async (stream) => {
            const key = `files/${randomUUID()}` as const;
            return { key, ...(await storage.write(key, stream, { maxBytes: 10 })) };
          },
          discard: (file) => storage.delete(file.key),
        });
        return { key: stored.key, size: stored.size, note: fields['note'] ?? null };
      },
    ),
    download: defineStreamingOperation(
      publicRung,
      {
        rest: { method: 'GET', path: '/files/{key}', summary: 'Download', tags: ['Things'] },
        input: z.strictObject({ key: z.uuid() }),
        output: { binary: 'application/octet-stream' },
      },
      async ({ input }) => {
        const { stream, size } = await storage.read(`files/${input.key}`);
        return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
          headers: { 'content-type': 'application/octet-stream', 'content-length': String(size) },
        });
      },
    ),
  };
}
