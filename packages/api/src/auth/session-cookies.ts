import { PROVIDER_SESSION_COOKIE } from '@coffer/domain/oidc';
import { cookie, expiredCookie } from '../oidc/http-helpers';

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
