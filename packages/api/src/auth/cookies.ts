import { parse, serialize, type SerializeOptions } from 'cookie';
import { OWN_LOGIN_TTL_SECONDS } from '@coffer/domain/own-session';
import { getEnv } from '@coffer/env';
import { ACCESS_TOKEN_COOKIE } from './session-cookie';

/**
 * Every cookie Coffer reads or sets. Only this module knows their names: the domain is
 * handed their values.
 */
export const COOKIE = {
  /** The app's session: its access token, and the token type the contract requires beside it. */
  accessToken: ACCESS_TOKEN_COOKIE,
  tokenType: 'tokentype',
  /** The provider's browser session (OIDC), behind the login and consent pages. */
  providerSession: 'coffer_session',
  /** The browser's own random key (login challenges, the lockout: docs/authentication.md). */
  browserKey: 'coffer_browser',
  /** The sealed state of a sign-in of the app itself, between /auth/login and /auth/callback. */
  ownLogin: 'coffer_login',
  /** The language the person chose on the pages (set by the pages, read at sign-in). */
  language: 'lang',
} as const;

/** About 400 days, the longest browsers keep a cookie. */
const BROWSER_KEY_MAX_AGE_SECONDS = 400 * 24 * 3600;

/** The values of the cookies a request carries, by what they hold. */
export function readCookies(headers: Headers) {
  const cookies = parse(headers.get('cookie') ?? '');
  return {
    accessToken: cookies[COOKIE.accessToken],
    tokenType: cookies[COOKIE.tokenType],
    providerSession: cookies[COOKIE.providerSession],
    browserKey: cookies[COOKIE.browserKey],
    ownLogin: cookies[COOKIE.ownLogin],
    language: cookies[COOKIE.language],
  };
}

/** Cookies are HttpOnly, and Secure whenever the origin is https (docs/http-api.md). */
function cookie(name: string, value: string, options: SerializeOptions): string {
  const secure = new URL(getEnv().appOrigin).protocol === 'https:';
  return serialize(name, value, { path: '/', httpOnly: true, secure, ...options });
}

function expiredCookie(name: string, options: SerializeOptions): string {
  return cookie(name, '', { ...options, maxAge: 0 });
}

/** Lax: the key must come along on a relying party's redirect to the authorization endpoint. */
export function browserKeyCookie(browserKey: string): string {
  return cookie(COOKIE.browserKey, browserKey, {
    sameSite: 'lax',
    maxAge: BROWSER_KEY_MAX_AGE_SECONDS,
  });
}

/** The provider's browser session (sent on the redirects from relying parties: Lax). */
export function providerSessionCookie(token: string, expiresAt: Date): string {
  return cookie(COOKIE.providerSession, token, { sameSite: 'lax', expires: expiresAt });
}

/** The app's session: HttpOnly, SameSite=Strict, Secure on https (docs/http-api.md). */
export function appSessionCookies(accessToken: string, maxAgeSeconds: number): string[] {
  return [
    cookie(COOKIE.accessToken, accessToken, { sameSite: 'strict', maxAge: maxAgeSeconds }),
    cookie(COOKIE.tokenType, 'bearer', { sameSite: 'strict', maxAge: maxAgeSeconds }),
  ];
}

/** Signing out: the app's session and the provider's. */
export function clearedSessionCookies(): string[] {
  return [
    expiredCookie(COOKIE.accessToken, { sameSite: 'strict' }),
    expiredCookie(COOKIE.tokenType, { sameSite: 'strict' }),
    expiredCookie(COOKIE.providerSession, { sameSite: 'lax' }),
  ];
}

/** Lax: the state must come back on the redirect from the authorization endpoint. */
export function ownLoginCookie(sealedState: string): string {
  return cookie(COOKIE.ownLogin, sealedState, { sameSite: 'lax', maxAge: OWN_LOGIN_TTL_SECONDS });
}

export function clearedOwnLoginCookie(): string {
  return expiredCookie(COOKIE.ownLogin, { sameSite: 'lax' });
}
