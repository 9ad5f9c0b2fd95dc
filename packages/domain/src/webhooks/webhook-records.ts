import type { WebhookEventType } from './webhook-schemas';

/** An endpoint as the API shows it (its secret only at creation and rotation). */
export type WebhookEndpointRecord = {
  id: string;
  organization_id: string;
  url: string;
  event_types: WebhookEventType[];
  enabled: boolean;
  created_at: string;
};

export const webhookEndpointSelect = {
  id: true,
  organizationId: true,
  url: true,
  eventTypes: true,
  enabled: true,
  createdAt: true,
} as const;

export function toWebhookEndpointRecord(row: {
  id: string;
  organizationId: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  createdAt: Date;
}): WebhookEndpointRecord {
  return {
    id: row.id,
    organization_id: row.organizationId,
    url: row.url,
    // Written only through webhookEventTypesSchema.
    event_types: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
  };
}

export type WebhookDeliveryStatus = 'pending' | 'retrying' | 'succeeded' | 'failed' | 'skipped';

/** One line of the delivery log. */
export type WebhookDeliveryRecord = {
  id: string;
  event_type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  delivered_at: string | null;
};

export const webhookDeliverySelect = {
  id: true,
  eventType: true,
  status: true,
  attempts: true,
  lastStatusCode: true,
  lastError: true,
  createdAt: true,
  lastAttemptAt: true,
  deliveredAt: true,
} as const;

export function toWebhookDeliveryRecord(row: {
  id: string;
  eventType: string;
  status: string;
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  deliveredAt: Date | null;
}): WebhookDeliveryRecord {
  return {
    id: row.id,
    // Both written only by this module's area (queueWebhookDeliveries, deliverWebhook).
    event_type: row.eventType as WebhookEventType,
    status: row.status as WebhookDeliveryStatus,
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: row.lastAttemptAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
  };
}
