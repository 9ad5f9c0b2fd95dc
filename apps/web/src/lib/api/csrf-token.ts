import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '@coffer/api';
import { ApiError } from './api-error';
import { apiErrorLink } from '../trpc/api-error-link';

// sessionStorage (docs/http-api.md): gone with the tab, never sent anywhere by the browser.
const STORAGE_KEY = 'coffer.csrf_token';
const FRAGMENT_KEY = 'csrf_token';

// A client of its own, without the app client's CSRF header: that header comes from here.
const tokenClient = createTRPCClient<AppRouter>({
  links: [apiErrorLink, httpLink({ url: '/trpc' })],
});

/**
 * The session's CSRF token: the one sign-in just left in the address, else the kept one,
 * else (after a reload in a new tab) the server's.
 */
export async function getCsrfToken(): Promise<string> {
  takeCsrfTokenFromFragment();
  const kept = sessionStorage.getItem(STORAGE_KEY);
  if (kept !== null) return kept;
  const { csrf_token: token } = await tokenClient.auth.getCsrfToken.query();
  sessionStorage.setItem(STORAGE_KEY, token);
  return token;
}

/** The kept token belongs to an ended session. */
export function forgetCsrfToken(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}

/**
 * Whether a refused call should be made once more: its CSRF token was from an earlier
 * session (the person signed in again in another tab), which the server checks before
 * doing anything. The stale token is forgotten, so the next try fetches the current one.
 * `attempts` counts the calls made so far, this one included.
 */
export function renewStaleCsrfToken(failure: unknown, attempts: number): boolean {
  if (attempts > 1 || !(failure instanceof ApiError)) return false;
  if (failure.detail('csrf_token') !== 'invalid') return false;
  forgetCsrfToken();
  return true;
}

/** Runs `send` with the session's CSRF token, once more with a fresh one if it was stale. */
export async function withCsrfToken<T>(send: (csrfToken: string) => Promise<T>): Promise<T> {
  for (let attempts = 1; ; attempts += 1) {
    try {
      return await send(await getCsrfToken());
    } catch (failure) {
      if (!renewStaleCsrfToken(failure, attempts)) throw failure;
    }
  }
}

/**
 * After sign-in the browser lands on `<page>#csrf_token=…`: keep the token and take it out
 * of the address bar at once, so it is neither bookmarked, shared nor kept in history. The
 * site header does it on every page (session-menu.tsx), whether or not the page calls the API.
 */
export function takeCsrfTokenFromFragment(): void {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get(FRAGMENT_KEY);
  if (token === null) return;
  sessionStorage.setItem(STORAGE_KEY, token);
  fragment.delete(FRAGMENT_KEY);
  const rest = fragment.toString();
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}${rest ? `#${rest}` : ''}`,
  );
}
