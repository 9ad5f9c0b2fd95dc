import { z } from 'zod';
import type { OperationContract } from '../../operations/operation-contract';
import { webhookSecretSchema } from './webhook.schema';

export const rotateWebhookSecretContract = {
  rest: {
    method: 'POST',
    path: '/organizations/{oid}/webhook-endpoints/{id}/secret-rotation',
    summary:
      "Replace an endpoint's signing secret: every delivery from now on is signed with the new one, answered once",
    tags: ['Webhooks'],
  },
  input: z.strictObject({ oid: z.uuid(), id: z.uuid() }),
  output: z.object({ secret: webhookSecretSchema }),
} satisfies OperationContract;
