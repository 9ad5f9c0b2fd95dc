import { parse } from 'cookie';

/** The cookie of the app's session (its access token); ./cookies.ts sets and reads it. */
export const ACCESS_TOKEN_COOKIE = 'accesstoken';

/**
 * Whether a request carries the app's session cookie, live or not: the pages' header asks
 * who is signed in only then, so an anonymous page makes no request bound to fail. A module
 * of its own (`@coffer/api/session-cookie`): the pages import it without the API.
 */
export function carriesAppSession(headers: Headers): boolean {
  return parse(headers.get('cookie') ?? '')[ACCESS_TOKEN_COOKIE] !== undefined;
}
