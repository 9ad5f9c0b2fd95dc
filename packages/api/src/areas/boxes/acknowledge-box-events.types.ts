import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const acknowledgeBoxEventsContract = {
  rest: {
    method: 'PUT',
    path: '/boxes/{id}/acknowledgement',
    status: 204,
    summary:
      "Mark a box read up to its last event: the caller's unread_count of it drops to 0 (members, people only)",
    tags: ['Boxes'],
  },
  input: z.strictObject({ id: z.uuid() }),
} satisfies OperationContract;
