import createClient, { type Client } from 'openapi-fetch';
import { errorFromResponse } from '../errors';
import type { paths } from '../generated/openapi';
import type { OrganizationToken } from './organization-token';
import type { CreationOptions, RequestOptions } from './request-options';
import type { Transport } from './transport';

export type ApiClient = Client<paths>;

/**
 * The typed REST client (openapi-fetch over the generated paths). Its requests go through the
 * transport (transport.ts), which adds the organization's token; a call that takes options
 * passes them with `sendWith`.
 */
export function createApiClient(options: {
  origin: string;
  token: OrganizationToken;
  transport: Transport;
}): ApiClient {
  return createClient<paths>({
    baseUrl: new URL('/api', options.origin).href,
    fetch: options.transport.fetchFor({}, options.token),
  });
}

/**
 * The part of an openapi-fetch call that carries one call's options: its signal, timeout and
 * retries, and for a creation its Idempotency-Key (a new UUID unless given), the same on each
 * retry so that Coffer creates once (docs/http-api.md#idempotency-keys).
 */
export function sendWith(
  context: { transport: Transport; token: OrganizationToken },
  options: RequestOptions | CreationOptions = {},
  creation: 'creation' | 'call' = 'call',
): { fetch: (input: Request) => Promise<Response> } {
  const key =
    creation === 'creation'
      ? ((options as CreationOptions).idempotencyKey ?? crypto.randomUUID())
      : undefined;
  return { fetch: context.transport.fetchFor(options, context.token, key) };
}

/** The answer's data, or the typed error of a refusal (errors.ts). */
export function expectOk<Data>(result: { data?: Data; error?: unknown; response: Response }): Data {
  if (!result.response.ok) throw errorFromResponse(result.response, result.error);
  return result.data as Data;
}
