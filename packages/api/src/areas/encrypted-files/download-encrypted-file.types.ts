import { z } from 'zod';
import type { StreamingContract } from '../../operations/streaming-operation';

export const downloadEncryptedFileContract = {
  rest: {
    method: 'GET',
    path: '/encrypted-files/{encrypted_file_id}',
    summary: 'Download an encrypted file (members of its box, acr 2)',
    tags: ['Messages'],
  },
  input: z.strictObject({ encrypted_file_id: z.uuid() }),
  output: { binary: 'application/octet-stream' },
} satisfies StreamingContract;
