import { TokenError } from '../errors';
import type { OrganizationToken } from './organization-token';
import type { Transport } from './transport';

/** An organization token's userinfo names its organization as `sub` (docs/oidc.md). */
export async function readOrganizationId(options: {
  origin: string;
  token: OrganizationToken;
  transport: Transport;
}): Promise<string> {
  const response = await options.transport.send({
    options: {},
    token: options.token,
    build: () => new Request(new URL('/oauth2/userinfo', options.origin)),
  });
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof body['sub'] !== 'string') {
    throw new TokenError(
      response.status,
      typeof body['error'] === 'string' ? body['error'] : 'invalid_response',
      'the token does not name an organization',
    );
  }
  return body['sub'];
}
