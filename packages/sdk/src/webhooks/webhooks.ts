import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { RequestOptions } from '../http/request-options';
import { listingOf, pagedListing, type Listing, type ListOptions } from '../lists/listing';
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '../types';
import { verifyWebhook, type WebhookEvent, type WebhookHeaders } from './verify-webhook';

export type WebhookEndpointChange = {
  url?: string;
  eventTypes?: WebhookEventType[];
  /** false: no deliveries, and those waiting are skipped. */
  enabled?: boolean;
};

/**
 * The organization's webhook endpoints (docs/activity.md#organization-webhooks): Coffer POSTs
 * a signed notice of each event of its boxes, and `verify` checks one on arrival.
 */
export class Webhooks {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /**
   * Registers an endpoint (https, or http on localhost) for these event types. Its `secret`
   * (`whsec_…`) is answered this once: keep it to verify deliveries. Sent once, without an
   * Idempotency-Key (Coffer keeps no answer holding a secret), so it is never retried.
   */
  async create(
    url: string,
    eventTypes: WebhookEventType[],
    request?: RequestOptions,
  ): Promise<WebhookEndpoint & { secret: string }> {
    const oid = await this.#context.organizationId();
    return expectOk(
      await this.#context.api.POST('/organizations/{oid}/webhook-endpoints', {
        params: { path: { oid } },
        body: { url, event_types: eventTypes },
        ...sendWith(this.#context, request),
      }),
    );
  }

  /** Every endpoint, newest first, without secrets (one request). */
  list(request?: RequestOptions): Listing<WebhookEndpoint> {
    return listingOf(async () => {
      const oid = await this.#context.organizationId();
      return expectOk(
        await this.#context.api.GET('/organizations/{oid}/webhook-endpoints', {
          params: { path: { oid } },
          ...sendWith(this.#context, request),
        }),
      );
    });
  }

  /** Changes an endpoint's address or event types, or disables or enables it. */
  async update(
    endpointId: string,
    change: WebhookEndpointChange,
    request?: RequestOptions,
  ): Promise<void> {
    const oid = await this.#context.organizationId();
    expectOk(
      await this.#context.api.PATCH('/organizations/{oid}/webhook-endpoints/{id}', {
        params: { path: { oid, id: endpointId } },
        body: { url: change.url, event_types: change.eventTypes, enabled: change.enabled },
        ...sendWith(this.#context, request),
      }),
    );
  }

  /**
   * A new signing secret, answered this once: every delivery from now on is signed with it.
   * Never retried, as `create`.
   */
  async rotateSecret(endpointId: string, request?: RequestOptions): Promise<string> {
    const oid = await this.#context.organizationId();
    const { secret } = expectOk(
      await this.#context.api.POST('/organizations/{oid}/webhook-endpoints/{id}/secret-rotation', {
        params: { path: { oid, id: endpointId } },
        ...sendWith(this.#context, request),
      }),
    );
    return secret;
  }

  /** Removes an endpoint and its delivery log. */
  async delete(endpointId: string, request?: RequestOptions): Promise<void> {
    const oid = await this.#context.organizationId();
    expectOk(
      await this.#context.api.DELETE('/organizations/{oid}/webhook-endpoints/{id}', {
        params: { path: { oid, id: endpointId } },
        ...sendWith(this.#context, request),
      }),
    );
  }

  /** The endpoint's delivery log, newest first: status, attempts, last error. */
  deliveries(endpointId: string, options: ListOptions = {}): Listing<WebhookDelivery> {
    const { pageSize, ...request } = options;
    return pagedListing(async (page) => {
      const oid = await this.#context.organizationId();
      return expectOk(
        await this.#context.api.GET('/organizations/{oid}/webhook-endpoints/{id}/deliveries', {
          params: { path: { oid, id: endpointId }, query: page },
          ...sendWith(this.#context, request),
        }),
      );
    }, pageSize);
  }

  /**
   * Checks a delivery's Standard Webhooks signature with the endpoint's secret and answers its
   * event; throws WebhookSignatureError when it does not hold (webhooks/verify-webhook.ts).
   */
  verify(payload: string | Uint8Array, headers: WebhookHeaders, secret: string): WebhookEvent {
    return verifyWebhook(payload, headers, secret);
  }
}
