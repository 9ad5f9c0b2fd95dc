import { z } from 'zod';
import type { StreamingContract } from '../../operations/streaming-operation';

export const getAvatarContract = {
  rest: {
    method: 'GET',
    path: '/identities/{id}/avatar',
    summary: "An identity's avatar image (public: avatar_url points here); 404 without one",
    tags: ['Identities'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: { binary: 'image/*' },
} satisfies StreamingContract;
