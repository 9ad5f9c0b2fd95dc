import { finishOwnLogin, startOwnLogin } from '@coffer/domain/own-session';
import {
  appSessionCookies,
  clearedOwnLoginCookie,
  ownLoginCookie,
  readCookies,
} from '../auth/cookies';
import { readParameters } from './http-helpers';

/** /auth/login?return_to=&acr_values=&prompt=: the app's pages start a sign-in here. */
export function handleOwnLogin(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const { location, sealedState } = startOwnLogin({
    returnTo: params.get('return_to') ?? undefined,
    acrValues: params.get('acr_values') ?? undefined,
    prompt: params.get('prompt') ?? undefined,
  });
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  headers.append('set-cookie', ownLoginCookie(sealedState));
  return new Response(null, { status: 302, headers });
}

/**
 * /auth/callback: the code becomes the session cookies, and the page the person came from
 * gets the CSRF token in its fragment (never sent to a server, never in a log).
 */
export async function handleOwnCallback(request: Request): Promise<Response> {
  const cookies = readCookies(request.headers);
  const session = await finishOwnLogin({
    params: readParameters(new URL(request.url).searchParams),
    sealedState: cookies.ownLogin,
    language: cookies.language,
  });
  const headers = new Headers({
    location: `${session.returnTo}#csrf_token=${session.csrfToken}`,
    'cache-control': 'no-store',
  });
  for (const value of appSessionCookies(session.accessToken, session.expiresIn)) {
    headers.append('set-cookie', value);
  }
  headers.append('set-cookie', clearedOwnLoginCookie());
  return new Response(null, { status: 302, headers });
}
