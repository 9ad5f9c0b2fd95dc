import { getUserinfo, OAuthError } from '@coffer/domain/oidc';
import { readBearerToken, singleAccessToken } from '../auth/read-credentials';
import { isForm, protocolJson, readForm } from './http-helpers';

/**
 * /oauth2/userinfo (OIDC Core §5.3): the access token in the Authorization header or in the
 * form body, never both (RFC 6750 §2: one method per request). GET and POST answer alike
 * (OIDC Core §5.3.1): only a POST with a form body can carry the token there (RFC 6750
 * §2.2), so a POST without one, such as a bare `Authorization: Bearer` POST, is read as a GET.
 */
export async function handleUserinfo(request: Request): Promise<Response> {
  const withForm = request.method === 'POST' && isForm(request);
  const presented = singleAccessToken(
    {
      header: readBearerToken(
        request.headers,
        () =>
          new OAuthError('invalid_request', 'the Authorization header must be "Bearer <token>"'),
      ),
      body: withForm ? (await readForm(request))['access_token'] : undefined,
    },
    () => new OAuthError('invalid_request', 'send the access token one way, not two'),
  );
  return protocolJson(await getUserinfo({ token: presented?.token }));
}
