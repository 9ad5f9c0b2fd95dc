import { z } from 'zod';
import { webhookEventTypesSchema, webhookUrlSchema } from '@coffer/domain/webhooks';
import type { OperationContract } from '../../operations/operation-contract';
import { webhookEndpointSchema, webhookSecretSchema } from './webhook.schema';

export const createWebhookEndpointContract = {
  rest: {
    method: 'POST',
    path: '/organizations/{oid}/webhook-endpoints',
    status: 201,
    summary:
      "Register an endpoint for events of the organization's boxes (its admins, or its token); the signing secret is answered once",
    tags: ['Webhooks'],
  },
  input: z.strictObject({
    oid: z.uuid(),
    url: webhookUrlSchema,
    event_types: webhookEventTypesSchema,
  }),
  output: webhookEndpointSchema.extend({ secret: webhookSecretSchema }),
} satisfies OperationContract;
