import { getUserinfo, OAuthError } from '@coffer/domain/oidc';
import { oauthErrorResponse, protocolJson, readForm } from './http-helpers';

/** /oauth2/userinfo (OIDC Core §5.3), token in the Authorization header or the form body. */
export async function handleUserinfo(request: Request): Promise<Response> {
  try {
    const header = /^Bearer +(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    const token =
      header ?? (request.method === 'POST' ? (await readForm(request))['access_token'] : undefined);
    return protocolJson(await getUserinfo({ token }));
  } catch (error) {
    if (error instanceof OAuthError) return oauthErrorResponse(error);
    throw error;
  }
}
