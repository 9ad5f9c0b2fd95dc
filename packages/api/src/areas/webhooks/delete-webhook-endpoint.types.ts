import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';

export const deleteWebhookEndpointContract = {
  rest: {
    method: 'DELETE',
    path: '/organizations/{oid}/webhook-endpoints/{id}',
    status: 204,
    summary: 'Remove an endpoint and its delivery log',
    tags: ['Webhooks'],
  },
  input: z.strictObject({ oid: z.uuid(), id: z.uuid() }),
} satisfies OperationContract;
