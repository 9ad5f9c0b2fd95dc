import { getEnv } from '@coffer/env';
import type { OAuthErrorCode } from '../oauth-error';

/** What the authorization endpoint answers; the HTTP layer renders it. */
export type AuthorizationOutcome =
  /** 302 to this location; with a session, a login completed here sets it as the cookie. */
  | {
      kind: 'redirect';
      location: string;
      session?: { token: string; expiresAt: Date };
    }
  /** An HTML page that POSTs these fields to the client (response_mode=form_post). */
  | { kind: 'form_post'; action: string; fields: Record<string, string> }
  /** An error shown to the person: the redirect URI could not be trusted. */
  | { kind: 'error_page'; error: OAuthErrorCode; description: string };

export type ClientRedirect = {
  redirectUri: string;
  responseMode: 'query' | 'form_post';
  state: string | undefined;
};

/** The authorization response to the client, with `iss` (RFC 9207) and the request's state. */
export function respondToClient(
  redirect: ClientRedirect,
  parameters: Record<string, string>,
): AuthorizationOutcome {
  const fields: Record<string, string> = { ...parameters, iss: getEnv().appOrigin };
  if (redirect.state !== undefined) fields['state'] = redirect.state;
  if (redirect.responseMode === 'form_post') {
    return { kind: 'form_post', action: redirect.redirectUri, fields };
  }
  const location = new URL(redirect.redirectUri);
  for (const [name, value] of Object.entries(fields)) location.searchParams.set(name, value);
  return { kind: 'redirect', location: location.toString() };
}

/** A page of this provider (login, consent), as a redirect. */
export function redirectToPage(
  path: string,
  parameters: Record<string, string>,
): AuthorizationOutcome {
  const location = new URL(path, getEnv().appOrigin);
  for (const [name, value] of Object.entries(parameters)) location.searchParams.set(name, value);
  return { kind: 'redirect', location: location.toString() };
}
