import createClient, { type Client } from 'openapi-fetch';
import { errorFromResponse } from '../errors';
import type { paths } from '../generated/openapi';
import type { OrganizationToken } from './organization-token';

export type ApiClient = Client<paths>;

/**
 * The typed REST client (openapi-fetch over the generated paths), sending the organization's
 * token with every request.
 */
export function createApiClient(options: {
  origin: string;
  token: OrganizationToken;
  fetch: typeof globalThis.fetch;
}): ApiClient {
  const client = createClient<paths>({
    baseUrl: new URL('/api', options.origin).href,
    fetch: options.fetch,
  });
  client.use({
    onRequest: async ({ request }) => {
      request.headers.set('authorization', `Bearer ${await options.token.get()}`);
      return request;
    },
  });
  return client;
}

/** The answer's data, or the typed error of a refusal (errors.ts). */
export function expectOk<Data>(result: { data?: Data; error?: unknown; response: Response }): Data {
  if (!result.response.ok) throw errorFromResponse(result.response, result.error);
  return result.data as Data;
}
