import { z } from 'zod';
import { ownAccessRequestSchema } from '@coffer/domain/access-requests';
import type { OperationContract } from '../../operations/operation-contract';

export const requestBoxAccessContract = {
  rest: {
    method: 'PUT',
    path: '/boxes/{id}/access-request',
    summary:
      "Ask the box's organization to invite your keys (a person the box is about, with keys, who holds no key for it; again: the same request)",
    tags: ['Access requests'],
  },
  input: z.strictObject({ id: z.uuid() }),
  output: ownAccessRequestSchema,
} satisfies OperationContract;
