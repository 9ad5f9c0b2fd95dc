import { getUserinfo, OAuthError } from '@coffer/domain/oidc';
import { readBearerToken, singleAccessToken } from '../auth/read-credentials';
import { protocolJson, readForm } from './http-helpers';

/**
 * /oauth2/userinfo (OIDC Core §5.3): the access token in the Authorization header or in the
 * form body, never both (RFC 6750 §2: one method per request).
 */
export async function handleUserinfo(request: Request): Promise<Response> {
  const presented = singleAccessToken(
    {
      header: readBearerToken(
        request.headers,
        () =>
          new OAuthError('invalid_request', 'the Authorization header must be "Bearer <token>"'),
      ),
      body: request.method === 'POST' ? (await readForm(request))['access_token'] : undefined,
    },
    () => new OAuthError('invalid_request', 'send the access token one way, not two'),
  );
  return protocolJson(await getUserinfo({ token: presented?.token }));
}
