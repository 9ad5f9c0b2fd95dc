import { findActiveAccessToken } from '../../sessions/find-active-access-token';
import { OAuthError } from '../oauth-error';

/** OIDC Core §5.3: the claims of the person a (relying party's) access token stands for. */
export async function getUserinfo({ token }: { token: string | undefined }) {
  if (!token) throw new OAuthError('invalid_token', 'a Bearer access token is required');
  const found = await findActiveAccessToken(token);
  if (found.state !== 'active' || found.token.identityId === null) {
    throw new OAuthError('invalid_token', 'the access token is invalid or expired');
  }
  return { sub: found.token.identityId };
}
