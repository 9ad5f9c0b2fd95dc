import { z } from 'zod';
import type { StreamingContract } from '../../operations/streaming-operation';
import { boxEventRecordSchema } from '../boxes/box.schema';

export const uploadEncryptedFileContract = {
  rest: {
    method: 'POST',
    path: '/boxes/{id}/encrypted-files',
    status: 201,
    summary:
      'Send a file message: multipart encrypted_file (at most 126 MiB, else 413) and msg_encrypted_content; answers the msg.file event. A body that is not a well-formed form is 400; 507 insufficient_storage when the server has no room left (retry later)',
    tags: ['Messages'],
  },
  input: z.strictObject({ id: z.uuid() }),
  multipart: {
    encrypted_file: {
      binary: true,
      required: true,
      description: 'The encrypted file (aes-256-gcm-chunked-v1), at most 132 120 576 bytes',
    },
    msg_encrypted_content: {
      binary: false,
      required: true,
      description: "The file's decryption info encrypted to the box (unpadded url-safe base64)",
    },
  },
  output: boxEventRecordSchema,
} satisfies StreamingContract;
