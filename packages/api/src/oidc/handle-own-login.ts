import {
  finishOwnLogin,
  OWN_LOGIN_COOKIE,
  OWN_LOGIN_COOKIE_MAX_AGE,
  startOwnLogin,
} from '@coffer/domain/own-session';
import { appSessionCookies } from '../auth/session-cookies';
import { cookie, expiredCookie, readCookie, readParameters } from './http-helpers';

/** /auth/login?return_to=&acr_values=&prompt=: the app's pages start a sign-in here. */
export function handleOwnLogin(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const { location, cookieValue } = startOwnLogin({
    returnTo: params.get('return_to') ?? undefined,
    acrValues: params.get('acr_values') ?? undefined,
    prompt: params.get('prompt') ?? undefined,
  });
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  // Lax: the cookie must come back on the redirect from the authorization endpoint.
  headers.append(
    'set-cookie',
    cookie(OWN_LOGIN_COOKIE, cookieValue, { sameSite: 'lax', maxAge: OWN_LOGIN_COOKIE_MAX_AGE }),
  );
  return new Response(null, { status: 302, headers });
}

/**
 * /auth/callback: the code becomes the session cookies, and the page the person came from
 * gets the CSRF token in its fragment (never sent to a server, never in a log).
 */
export async function handleOwnCallback(request: Request): Promise<Response> {
  const session = await finishOwnLogin({
    params: readParameters(new URL(request.url).searchParams),
    cookieValue: readCookie(request, OWN_LOGIN_COOKIE),
  });
  const headers = new Headers({
    location: `${session.returnTo}#csrf_token=${session.csrfToken}`,
    'cache-control': 'no-store',
  });
  for (const value of appSessionCookies(session.accessToken, session.expiresIn)) {
    headers.append('set-cookie', value);
  }
  headers.append('set-cookie', expiredCookie(OWN_LOGIN_COOKIE, { sameSite: 'lax' }));
  return new Response(null, { status: 302, headers });
}
