// Organization webhooks (docs/activity.md): endpoints that receive a box's events, signed
// per Standard Webhooks, delivered through the job queue, with a delivery log.
export {
  WEBHOOK_EVENT_TYPES,
  webhookEventTypesSchema,
  webhookUrlSchema,
  type WebhookEventType,
} from './webhook-schemas';
export type { WebhookDeliveryRecord, WebhookEndpointRecord } from './webhook-records';
export {
  createWebhookEndpoint,
  type CreateWebhookEndpointOptions,
} from './create-webhook-endpoint';
export { listWebhookEndpoints, type ListWebhookEndpointsOptions } from './list-webhook-endpoints';
export {
  updateWebhookEndpoint,
  type UpdateWebhookEndpointOptions,
} from './update-webhook-endpoint';
export { rotateWebhookSecret, type RotateWebhookSecretOptions } from './rotate-webhook-secret';
export {
  deleteWebhookEndpoint,
  type DeleteWebhookEndpointOptions,
} from './delete-webhook-endpoint';
export {
  listWebhookDeliveries,
  type ListWebhookDeliveriesOptions,
} from './list-webhook-deliveries';
