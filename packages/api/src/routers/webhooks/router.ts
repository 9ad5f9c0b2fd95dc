import type { Operation } from '../../rest/operation-table';
import { createWebhookEndpointProcedure } from './create-webhook-endpoint';
import { deleteWebhookEndpointProcedure } from './delete-webhook-endpoint';
import { listWebhookDeliveriesProcedure } from './list-webhook-deliveries';
import { listWebhookEndpointsProcedure } from './list-webhook-endpoints';
import { rotateWebhookSecretProcedure } from './rotate-webhook-secret';
import { updateWebhookEndpointProcedure } from './update-webhook-endpoint';

/** An organization's webhook endpoints and their delivery log (docs/activity.md). */
export const webhooksRouter = {
  createWebhookEndpoint: createWebhookEndpointProcedure,
  listWebhookEndpoints: listWebhookEndpointsProcedure,
  updateWebhookEndpoint: updateWebhookEndpointProcedure,
  rotateWebhookSecret: rotateWebhookSecretProcedure,
  deleteWebhookEndpoint: deleteWebhookEndpointProcedure,
  listWebhookDeliveries: listWebhookDeliveriesProcedure,
} satisfies Record<string, Operation>;
