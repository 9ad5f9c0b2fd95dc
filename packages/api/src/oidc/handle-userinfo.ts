import { acceptDpopProof, getUserinfo, OAuthError } from '@coffer/domain/oidc';
import { getEnv } from '@coffer/env';
import { singleAccessToken } from '../auth/read-credentials';
import { isForm, protocolJson, readForm } from './http-helpers';

/**
 * /oauth2/userinfo (OIDC Core §5.3): the access token in the Authorization header or in the
 * form body, never both (RFC 6750 §2: one method per request). GET and POST answer alike
 * (OIDC Core §5.3.1): only a POST with a form body can carry the token there (RFC 6750
 * §2.2), so a POST without one, such as a bare `Authorization: Bearer` POST, is read as a GET.
 * A DPoP-bound token comes as `Authorization: DPoP` with a proof for it (RFC 9449 §7).
 */
export async function handleUserinfo(request: Request): Promise<Response> {
  const withForm = request.method === 'POST' && isForm(request);
  const header = readAuthorization(request.headers);
  const presented = singleAccessToken(
    {
      header: header?.token,
      body: withForm ? (await readForm(request))['access_token'] : undefined,
    },
    () => new OAuthError('invalid_request', 'send the access token one way, not two'),
  );
  if (header?.scheme !== 'dpop') {
    return protocolJson(await getUserinfo({ token: presented?.token }));
  }
  try {
    const { jkt } = await acceptDpopProof({
      proof: request.headers.get('dpop'),
      method: request.method,
      url: `${getEnv().appOrigin}/oauth2/userinfo`,
      accessToken: header.token,
    });
    return protocolJson(await getUserinfo({ token: header.token, dpopJkt: jkt }));
  } catch (error) {
    // A protected resource answers a proof it refuses with 401 (RFC 9449 §7.1, §9).
    if (error instanceof OAuthError && DPOP_ERRORS.has(error.error)) {
      throw new OAuthError(error.error, error.description, { status: 401, headers: error.headers });
    }
    throw error;
  }
}

const DPOP_ERRORS = new Set(['invalid_dpop_proof', 'use_dpop_nonce']);

/** `Authorization: Bearer <token>` or `DPoP <token>`; anything else is an invalid_request. */
function readAuthorization(
  headers: Headers,
): { scheme: 'bearer' | 'dpop'; token: string } | undefined {
  const authorization = headers.get('authorization');
  if (authorization === null) return undefined;
  const match = /^(Bearer|DPoP) +([\x21-\x7e]+)$/i.exec(authorization.trim());
  if (!match?.[1] || !match[2]) {
    throw new OAuthError(
      'invalid_request',
      'the Authorization header must be "Bearer <token>" or "DPoP <token>"',
    );
  }
  return { scheme: match[1].toLowerCase() === 'dpop' ? 'dpop' : 'bearer', token: match[2] };
}
