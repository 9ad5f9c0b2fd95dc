import { parse as parseCookies } from 'cookie';
import { AppError } from '@coffer/domain';
import { PROVIDER_SESSION_COOKIE } from '@coffer/domain/oidc';
import type { AuthnSource } from '@coffer/domain/authn-methods';
import type { CallerCredentials } from '@coffer/domain/sessions';
import { clientIpOf } from './client-ip';
import { BROWSER_KEY_COOKIE } from './session-cookies';

/** The credentials a request carries, as contract §4 names them; nothing is checked yet. */
export function readCredentials(headers: Headers): CallerCredentials {
  const cookies = parseCookies(headers.get('cookie') ?? '');
  const bearerToken = readBearerToken(
    headers,
    () =>
      new AppError('unauthorized', {
        origin: 'headers',
        desc: 'the Authorization header must be "Bearer <token>"',
        details: { authorization: 'malformed' },
      }),
  );
  return {
    bearerToken,
    cookieToken: cookies['accesstoken'],
    cookieTokenType: cookies['tokentype'],
    csrfToken: headers.get('x-csrf-token') ?? undefined,
  };
}

/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750 §2.1), undefined without
 * the header; any other form of the header is refused with the caller's error.
 */
export function readBearerToken(headers: Headers, malformed: () => Error): string | undefined {
  const authorization = headers.get('authorization');
  if (authorization === null) return undefined;
  const match = /^Bearer +([\x21-\x7e]+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw malformed();
  return match[1];
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

/** Where an authentication attempt comes from, for the lockout (docs/authentication.md). */
export function readAuthnSource(headers: Headers): AuthnSource {
  return { browserKey: readInteractionCookies(headers).browserKey, clientIp: clientIpOf(headers) };
}
