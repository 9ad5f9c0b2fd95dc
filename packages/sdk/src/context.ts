import type { ApiClient } from './http/api-client';
import type { OrganizationToken } from './http/organization-token';

/** What every resource of a Coffer client shares. */
export type CofferContext = {
  /** Coffer's origin, `scheme://host[:port]`. */
  origin: string;
  api: ApiClient;
  token: OrganizationToken;
  fetch: typeof globalThis.fetch;
  /** The organization the client acts for (read once, from the token's userinfo). */
  organizationId: () => Promise<string>;
};
