import { PROVIDER_SESSION_COOKIE } from '@coffer/domain/oidc';
import { cookie, expiredCookie } from '../oidc/http-helpers';

/**
 * The browser's own random key: login challenges are bound to the browser that started them,
 * and a browser that signed in before is known to the lockout (docs/authentication.md). Lax:
 * it must come along on a relying party's redirect to the authorization endpoint.
 */
export const BROWSER_KEY_COOKIE = 'coffer_browser';
/** About 400 days, the longest browsers keep a cookie. */
const BROWSER_KEY_MAX_AGE_SECONDS = 400 * 24 * 3600;

export function browserKeyCookie(browserKey: string): string {
  return cookie(BROWSER_KEY_COOKIE, browserKey, {
    sameSite: 'lax',
    maxAge: BROWSER_KEY_MAX_AGE_SECONDS,
  });
}

/** The provider's browser session (sent on the redirects from relying parties: Lax). */
export function providerSessionCookie(token: string, expiresAt: Date): string {
  return cookie(PROVIDER_SESSION_COOKIE, token, { sameSite: 'lax', expires: expiresAt });
}

/** The app's session: HttpOnly, SameSite=Strict, Secure on https (contract §4). */
export function appSessionCookies(accessToken: string, maxAgeSeconds: number): string[] {
  return [
    cookie('accesstoken', accessToken, { sameSite: 'strict', maxAge: maxAgeSeconds }),
    cookie('tokentype', 'bearer', { sameSite: 'strict', maxAge: maxAgeSeconds }),
  ];
}

export function clearedSessionCookies(): string[] {
  return [
    expiredCookie('accesstoken', { sameSite: 'strict' }),
    expiredCookie('tokentype', { sameSite: 'strict' }),
    expiredCookie(PROVIDER_SESSION_COOKIE, { sameSite: 'lax' }),
  ];
}
