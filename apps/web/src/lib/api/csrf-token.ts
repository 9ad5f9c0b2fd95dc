import { sendApiRequest } from './send-api-request';

// sessionStorage (contract §4): gone with the tab, never sent anywhere by the browser.
const STORAGE_KEY = 'coffer.csrf_token';
const FRAGMENT_KEY = 'csrf_token';

/**
 * After sign-in the browser lands on `<page>#csrf_token=…`: keep the token and take it out
 * of the address bar at once, so it is neither bookmarked, shared nor kept in history.
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

/** The session's CSRF token: the kept one, or (after a reload in a new tab) the server's. */
export async function getCsrfToken(): Promise<string> {
  const kept = sessionStorage.getItem(STORAGE_KEY);
  if (kept !== null) return kept;
  const { csrf_token: token } = await sendApiRequest<{ csrf_token: string }>('/auth/csrf');
  sessionStorage.setItem(STORAGE_KEY, token);
  return token;
}

/** The kept token belongs to an ended session. */
export function forgetCsrfToken(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
