import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES } from '@coffer/domain/webhooks';

/** An organization's webhook endpoint (docs/activity.md). */
export const webhookEndpointSchema = z
  .object({
    id: z.uuid(),
    organization_id: z.uuid(),
    url: z.string(),
    event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    enabled: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'WebhookEndpoint', description: "An organization's webhook endpoint" });

/** The signing secret, answered at creation and rotation only. */
export const webhookSecretSchema = z
  .string()
  .describe('Standard Webhooks signing secret (whsec_…): shown this once, keep it');

/** One line of an endpoint's delivery log. */
export const webhookDeliverySchema = z
  .object({
    id: z.uuid().describe('The webhook-id header of every attempt'),
    event_type: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(['pending', 'retrying', 'succeeded', 'failed', 'skipped']),
    attempts: z.number().int().min(0),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    created_at: z.iso.datetime(),
    last_attempt_at: z.iso.datetime().nullable(),
    delivered_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WebhookDelivery', description: "One line of an endpoint's delivery log" });
