import { findActiveAccessToken } from '../../sessions/find-active-access-token';
import { OAuthError } from '../oauth-error';

/**
 * OIDC Core §5.3: whom an access token stands for. A relying party's token names its person; an
 * organization's token (client_credentials) names the organization, which is how a machine
 * client such as @coffer/sdk learns the organization it acts for (docs/oidc.md).
 */
export async function getUserinfo({ token }: { token: string | undefined }) {
  if (!token) throw new OAuthError('invalid_token', 'a Bearer access token is required');
  const found = await findActiveAccessToken(token);
  const subject =
    found.state === 'active' ? (found.token.identityId ?? found.token.organizationId) : null;
  if (subject === null) {
    throw new OAuthError('invalid_token', 'the access token is invalid or expired');
  }
  return { sub: subject };
}
