import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import type { WebhookEventType } from '../types';

/**
 * A delivery's body (docs/activity.md#organization-webhooks): ids, the type, the time and the
 * sender, never content; the organization reads what it may through the API.
 */
export type WebhookEvent = {
  type: WebhookEventType;
  /** When the event happened (RFC 3339): deliveries may arrive in any order. */
  timestamp: string;
  data: {
    box_id: string;
    /** Null for `box.delete`: the box's events went with it. */
    event_id: string | null;
    referrer_id: string | null;
    sender: { identity_id: string | null; organization_id: string | null };
  };
};

/**
 * A delivery whose signature, timestamp or headers do not hold: not from Coffer with this
 * secret, altered, or older (or newer) than five minutes, which is how a replay looks.
 */
export class WebhookSignatureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookSignatureError';
  }
}

/** Header names as a receiver may hold them: a Headers, or a plain object (node:http's). */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

/**
 * Checks a delivery as Standard Webhooks says (HMAC-SHA256 of `webhook-id`,
 * `webhook-timestamp` and the raw body, with the endpoint's `whsec_` secret; either of the
 * secrets while a rotation is rolled out is the caller's to try) and answers its event.
 * `payload` must be the body exactly as received, before any JSON parsing.
 */
export function verifyWebhook(
  payload: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
): WebhookEvent {
  const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
  try {
    return new Webhook(secret).verify(body, {
      'webhook-id': header(headers, 'webhook-id'),
      'webhook-timestamp': header(headers, 'webhook-timestamp'),
      'webhook-signature': header(headers, 'webhook-signature'),
    }) as WebhookEvent;
  } catch (error) {
    if (error instanceof WebhookVerificationError) {
      throw new WebhookSignatureError(error.message, { cause: error });
    }
    throw error;
  }
}

function header(headers: WebhookHeaders, name: string): string {
  if (headers instanceof Headers) return headers.get(name) ?? '';
  const value = headers[name] ?? headers[name.toLowerCase()];
  return (Array.isArray(value) ? value[0] : value) ?? '';
}
