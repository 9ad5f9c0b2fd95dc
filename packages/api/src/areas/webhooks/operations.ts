import type { AnyOperation } from '../../operations/operation-table';
import { createWebhookEndpointOperation } from './create-webhook-endpoint';
import { deleteWebhookEndpointOperation } from './delete-webhook-endpoint';
import { listWebhookDeliveriesOperation } from './list-webhook-deliveries';
import { listWebhookEndpointsOperation } from './list-webhook-endpoints';
import { rotateWebhookSecretOperation } from './rotate-webhook-secret';
import { updateWebhookEndpointOperation } from './update-webhook-endpoint';

/** An organization's webhook endpoints and their delivery log (docs/activity.md). */
export const webhooksOperations = {
  createWebhookEndpoint: createWebhookEndpointOperation,
  listWebhookEndpoints: listWebhookEndpointsOperation,
  updateWebhookEndpoint: updateWebhookEndpointOperation,
  rotateWebhookSecret: rotateWebhookSecretOperation,
  deleteWebhookEndpoint: deleteWebhookEndpointOperation,
  listWebhookDeliveries: listWebhookDeliveriesOperation,
} satisfies Record<string, AnyOperation>;
