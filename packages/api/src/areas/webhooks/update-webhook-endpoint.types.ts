import { z } from 'zod';
import { webhookEventTypesSchema, webhookUrlSchema } from '@coffer/domain/webhooks';
import type { OperationContract } from '../../operations/operation-contract';

export const updateWebhookEndpointContract = {
  rest: {
    method: 'PATCH',
    path: '/organizations/{oid}/webhook-endpoints/{id}',
    status: 204,
    summary:
      'Change an endpoint: its address, its event types, or enabled (false: no deliveries, those waiting are skipped)',
    tags: ['Webhooks'],
  },
  input: z.strictObject({
    oid: z.uuid(),
    id: z.uuid(),
    url: webhookUrlSchema.optional(),
    event_types: webhookEventTypesSchema.optional(),
    enabled: z.boolean().optional(),
  }),
} satisfies OperationContract;
