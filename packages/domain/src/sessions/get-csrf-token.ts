import { csrfTokenFor } from './csrf-token';

/**
 * GET /api/auth/csrf: the CSRF token of the app's session, for a page that lost it on a
 * reload (browsers never let another origin read the answer).
 */
export function getCsrfToken({ accessTokenId }: { accessTokenId: string }): {
  csrf_token: string;
} {
  return { csrf_token: csrfTokenFor(accessTokenId) };
}
