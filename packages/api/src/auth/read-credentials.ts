import { parse as parseCookies } from 'cookie';
import { AppError } from '@coffer/domain';
import { PROVIDER_SESSION_COOKIE } from '@coffer/domain/oidc';
import type { CallerCredentials } from '@coffer/domain/sessions';
import { BROWSER_KEY_COOKIE } from './session-cookies';

/** The credentials a request carries, as contract §4 names them; nothing is checked yet. */
export function readCredentials(headers: Headers): CallerCredentials {
  const cookies = parseCookies(headers.get('cookie') ?? '');
  const authorization = headers.get('authorization');
  let bearerToken: string | undefined;
  if (authorization !== null) {
    const match = /^Bearer +([\x21-\x7e]+)$/i.exec(authorization.trim());
    if (!match) {
      throw new AppError('unauthorized', {
        origin: 'headers',
        desc: 'the Authorization header must be "Bearer <token>"',
        details: { authorization: 'malformed' },
      });
    }
    bearerToken = match[1];
  }
  return {
    bearerToken,
    cookieToken: cookies['accesstoken'],
    cookieTokenType: cookies['tokentype'],
    csrfToken: headers.get('x-csrf-token') ?? undefined,
  };
}

/** Whether the request carries any credentials at all (for operations where they are optional). */
export function hasCredentials(credentials: CallerCredentials): boolean {
  return credentials.bearerToken !== undefined || credentials.cookieToken !== undefined;
}

/** What the login and consent steps act with: the browser's key and its provider session. */
export function readInteractionCookies(headers: Headers): {
  browserKey: string | undefined;
  sessionToken: string | undefined;
} {
  const cookies = parseCookies(headers.get('cookie') ?? '');
  return {
    browserKey: cookies[BROWSER_KEY_COOKIE],
    sessionToken: cookies[PROVIDER_SESSION_COOKIE],
  };
}
