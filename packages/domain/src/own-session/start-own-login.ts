import { getEnv } from '@coffer/env';
import { createSecret } from '../secrets/hash-secret';
import { seal } from '../secrets/seal';
import { OWN_CLIENT_CALLBACK_PATH, OWN_CLIENT_ID } from '../oidc/clients/own-client';
import { isAcrLevel } from '../oidc/acr';
import { pkceS256 } from '../oidc/tokens/pkce-s256';

/** How long a started sign-in may take: the browser keeps its sealed state that long. */
export const OWN_LOGIN_TTL_SECONDS = 3600;

export type OwnLoginState = {
  state: string;
  nonce: string;
  verifier: string;
  returnTo: string;
  /** No level was asked for: the callback steps up to the second method when the person has
   * one (finish-own-login.ts), so one sign-in reaches the level they can reach. */
  reachable?: boolean;
};

// At most a day, in seconds.
const MAX_AGE = /^(0|[1-9]\d{0,4})$/;

/**
 * The app's own pages start a login like any relying party: state, nonce and a PKCE
 * verifier, sealed for the browser to keep (OWN_LOGIN_TTL_SECONDS), and a redirect to the
 * authorization endpoint.
 */
export function startOwnLogin(options: {
  returnTo: string | undefined;
  acrValues: string | undefined;
  prompt: string | undefined;
  /** The email the page knows (an invitation's data subject): pre-filled, not trusted. */
  loginHint?: string | undefined;
  /** Seconds: a session older than that proves the account's method again (a re-proof). */
  maxAge?: string | undefined;
}): { location: string; sealedState: string } {
  const { appOrigin } = getEnv();
  const login: OwnLoginState = {
    state: createSecret(),
    nonce: createSecret(),
    verifier: createSecret(),
    returnTo: safeReturnPath(options.returnTo),
    reachable: options.acrValues === undefined,
  };
  const location = new URL('/oauth2/auth', appOrigin);
  const parameters: Record<string, string | undefined> = {
    client_id: OWN_CLIENT_ID,
    redirect_uri: `${appOrigin}${OWN_CLIENT_CALLBACK_PATH}`,
    response_type: 'code',
    scope: 'openid',
    state: login.state,
    nonce: login.nonce,
    code_challenge: pkceS256(login.verifier),
    code_challenge_method: 'S256',
    acr_values: options.acrValues && isAcrLevel(options.acrValues) ? options.acrValues : undefined,
    prompt: options.prompt === 'login' ? 'login' : undefined,
    login_hint:
      options.loginHint && options.loginHint.length <= 254 ? options.loginHint : undefined,
    max_age: options.maxAge && MAX_AGE.test(options.maxAge) ? options.maxAge : undefined,
  };
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined) location.searchParams.set(name, value);
  }
  return { location: location.toString(), sealedState: seal(JSON.stringify(login), 'own-login') };
}

/**
 * Only a path of this origin: an open redirect would hand the session (and the CSRF token in
 * the fragment) to anyone. The candidate is resolved the way a browser resolves it (tabs and
 * newlines dropped, backslashes read as slashes), then must stay on this origin; what is
 * kept is the resolved path and query, so no control character reaches a Location header.
 */
export function safeReturnPath(candidate: string | undefined): string {
  // Where a person who named no page is going: their inbox (the home page only says what
  // Coffer is, and would look signed out).
  const fallback = '/inbox';
  if (!candidate?.startsWith('/')) return fallback;
  const { appOrigin } = getEnv();
  let resolved: URL;
  try {
    resolved = new URL(candidate, appOrigin);
  } catch {
    return fallback;
  }
  if (resolved.origin !== new URL(appOrigin).origin) return fallback;
  const path = resolved.pathname + resolved.search;
  // The resolved path can still start with "//" (e.g. "/%2F…" stays encoded, but "/./" does
  // not): never hand back anything a browser could read as another host.
  return path.startsWith('//') ? fallback : path;
}
