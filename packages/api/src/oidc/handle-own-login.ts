import { finishOwnLogin, startOwnLogin } from '@coffer/domain/own-session';
import {
  appSessionCookies,
  clearedOwnLoginCookie,
  ownLoginCookie,
  readCookies,
} from '../auth/cookies';
import { readParameters } from './http-helpers';

/** /auth/login?return_to=&acr_values=&prompt=&login_hint=&max_age=: the app's pages start a sign-in here. */
export function handleOwnLogin(request: Request): Response {
  const params = new URL(request.url).searchParams;
  const { location, sealedState } = startOwnLogin({
    returnTo: params.get('return_to') ?? undefined,
    acrValues: params.get('acr_values') ?? undefined,
    prompt: params.get('prompt') ?? undefined,
    loginHint: params.get('login_hint') ?? undefined,
    maxAge: params.get('max_age') ?? undefined,
  });
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  headers.append('set-cookie', ownLoginCookie(sealedState));
  return new Response(null, { status: 302, headers });
}

/**
 * /auth/callback: the code becomes the session cookies, and the page the person came from
 * gets the CSRF token in its fragment (never sent to a server, never in a log). A sign-in
 * that asked for no level and ended below the person's reach goes on at once to their
 * second method (a step-up from this session: no new emailed code), then comes back here.
 */
export async function handleOwnCallback(request: Request): Promise<Response> {
  const cookies = readCookies(request.headers);
  const session = await finishOwnLogin({
    params: readParameters(new URL(request.url).searchParams),
    sealedState: cookies.ownLogin,
    language: cookies.language,
  });
  const stepUp = session.stepUp
    ? startOwnLogin({ returnTo: session.returnTo, acrValues: '2', prompt: undefined })
    : null;
  const headers = new Headers({
    location: stepUp?.location ?? `${session.returnTo}#csrf_token=${session.csrfToken}`,
    'cache-control': 'no-store',
  });
  for (const value of appSessionCookies(session.accessToken, session.expiresIn)) {
    headers.append('set-cookie', value);
  }
  headers.append(
    'set-cookie',
    stepUp ? ownLoginCookie(stepUp.sealedState) : clearedOwnLoginCookie(),
  );
  return new Response(null, { status: 302, headers });
}
