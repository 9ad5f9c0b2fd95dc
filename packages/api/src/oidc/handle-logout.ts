import { endProviderSession, planLogout, PROVIDER_SESSION_COOKIE } from '@coffer/domain/oidc';
import { clearedSessionCookies } from '../auth/session-cookies';
import { readCookie, readForm, readParameters } from './http-helpers';

/** /oauth2/logout (RP-initiated logout): ends the provider session and its tokens. */
export async function handleLogout(request: Request): Promise<Response> {
  const params =
    request.method === 'POST'
      ? await readForm(request)
      : readParameters(new URL(request.url).searchParams);
  const { location } = await planLogout(params);
  await endProviderSession({ token: readCookie(request, PROVIDER_SESSION_COOKIE) });
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const cookie of clearedSessionCookies()) headers.append('set-cookie', cookie);
  return new Response(null, { status: 302, headers });
}
