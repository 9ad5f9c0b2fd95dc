import { z } from 'zod';
import type { StreamingContract } from '../../operations/streaming-operation';

export const uploadAvatarContract = {
  rest: {
    method: 'PUT',
    path: '/identities/{id}/avatar',
    status: 204,
    summary:
      'Set your avatar: multipart part `avatar`, a PNG, JPEG or WebP image (told by its content) of at most 3 MiB; replaces the previous one. A body that is not a well-formed form is 400; 507 insufficient_storage when the server has no room left (retry later)',
    tags: ['Identities'],
  },
  input: z.strictObject({ id: z.uuid() }),
  multipart: {
    avatar: {
      binary: true,
      required: true,
      description: 'PNG, JPEG or WebP, at most 3145728 bytes',
    },
  },
  output: z.void(),
} satisfies StreamingContract;
