import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { webhookEndpointSchema } from './webhook.schema';

export const listWebhookEndpointsContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}/webhook-endpoints',
    summary: "The organization's webhook endpoints, newest first, without secrets",
    tags: ['Webhooks'],
  },
  input: z.strictObject({ oid: z.uuid() }),
  output: z.array(webhookEndpointSchema),
} satisfies OperationContract;
