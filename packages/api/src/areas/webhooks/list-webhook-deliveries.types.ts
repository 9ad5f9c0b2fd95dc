import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { paginationShape } from '../boxes/box.schema';
import { webhookDeliverySchema } from './webhook.schema';

export const listWebhookDeliveriesContract = {
  rest: {
    method: 'GET',
    path: '/organizations/{oid}/webhook-endpoints/{id}/deliveries',
    summary: "An endpoint's delivery log, newest first: status, attempts, last error",
    tags: ['Webhooks'],
  },
  input: z.strictObject({ oid: z.uuid(), id: z.uuid(), ...paginationShape }),
  output: z.array(webhookDeliverySchema),
} satisfies OperationContract;
