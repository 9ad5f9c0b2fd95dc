import type { ApiClient } from './http/api-client';
import type { OrganizationToken } from './http/organization-token';
import type { Transport } from './http/transport';

/** What every resource of a Coffer client shares. */
export type CofferContext = {
  /** Coffer's origin, `scheme://host[:port]`. */
  origin: string;
  api: ApiClient;
  token: OrganizationToken;
  /** How requests go out: retries, timeouts, User-Agent, debug hook (http/transport.ts). */
  transport: Transport;
  /** The organization the client acts for (read once, from the token's userinfo). */
  organizationId: () => Promise<string>;
};
