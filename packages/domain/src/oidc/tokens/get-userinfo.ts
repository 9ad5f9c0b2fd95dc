import { findActiveAccessToken } from '../../sessions/find-active-access-token';
import { OAuthError } from '../oauth-error';

/**
 * OIDC Core §5.3: whom an access token stands for. A relying party's token names its person; an
 * organization's token (client_credentials) names the organization, which is how a machine
 * client such as @coffer/sdk learns the organization it acts for (docs/oidc.md).
 */
export async function getUserinfo({
  token,
  dpopJkt,
}: {
  token: string | undefined;
  /** Sent as `DPoP`: the thumbprint of the key of its proof, checked and spent. */
  dpopJkt?: string;
}) {
  if (!token) throw new OAuthError('invalid_token', 'a Bearer access token is required');
  const found = await findActiveAccessToken(token);
  const subject =
    found.state === 'active' ? (found.token.identityId ?? found.token.organizationId) : null;
  if (found.state !== 'active' || subject === null) {
    throw new OAuthError('invalid_token', 'the access token is invalid or expired');
  }
  // A bound token is good only with a proof of its key (RFC 9449 §7.1), never as Bearer.
  const bound = found.token.dpopJkt;
  if (bound === null && dpopJkt !== undefined) {
    throw new OAuthError('invalid_token', 'this access token is not DPoP-bound: send it as Bearer');
  }
  if (bound !== null && dpopJkt === undefined) {
    throw new OAuthError('invalid_token', 'this access token is DPoP-bound: send it as DPoP');
  }
  if (bound !== null && dpopJkt !== bound) {
    throw new OAuthError('invalid_dpop_proof', 'the DPoP proof is not by the token’s key');
  }
  return { sub: subject };
}
