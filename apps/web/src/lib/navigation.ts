import { rememberSignInReturn } from './sign-in-context';

/**
 * Leaves the page for an address the server gave (redirect_to). Only http(s): a
 * `javascript:` address here would run script in this origin.
 */
/** This page's path and query, for a sign-in to come back to (the fragment stays out). */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

export function goTo(address: string): void {
  window.location.assign(checkedAddress(address));
}

/** response_mode=form_post: the fields travel in a POST body, as the client asked. */
export function postTo(address: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = checkedAddress(address);
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

function checkedAddress(address: string): string {
  const url = new URL(address, window.location.href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error('refusing to navigate to a non-http(s) address');
  }
  return url.href;
}

/**
 * The app's own sign-in (a server route), then back to `returnTo`; `loginHint` pre-fills the
 * email (an invitation's data subject). The path is also kept for the sign-in page's own
 * ways back (sign-in-context.ts).
 */
export function signInUrl(returnTo: string, loginHint?: string): string {
  rememberSignInReturn(returnTo);
  const query = new URLSearchParams({ return_to: returnTo });
  if (loginHint !== undefined) query.set('login_hint', loginHint);
  return `/auth/login?${query.toString()}`;
}

/**
 * Reaches security level `acr` from the current sign-in: the provider goes on from the
 * methods this browser's session already proved (docs/authentication.md#step-up-in-the-same-browser),
 * so only the second method is asked for.
 */
export function stepUpUrl(returnTo: string, acr: number): string {
  rememberSignInReturn(returnTo);
  const query = new URLSearchParams({ return_to: returnTo, acr_values: String(acr) });
  return `/auth/login?${query.toString()}`;
}

/**
 * Proves the account's own method again (docs/authentication.md#sensitive-operations):
 * `max_age=0` makes the provider ask, from this session, for what the account's level rests
 * on, and only that; then back to `returnTo`.
 */
export function reproofUrl(returnTo: string, acr: number): string {
  rememberSignInReturn(returnTo);
  const query = new URLSearchParams({ return_to: returnTo, acr_values: String(acr), max_age: '0' });
  return `/auth/login?${query.toString()}`;
}

/** Signs in again, whatever the current session, to reach security level `acr`. */
export function raiseAcrUrl(returnTo: string, acr: number): string {
  const query = new URLSearchParams({
    return_to: returnTo,
    acr_values: String(acr),
    prompt: 'login',
  });
  return `/auth/login?${query.toString()}`;
}
