import { AppError } from '@coffer/domain';
import type { AuthnSource } from '@coffer/domain/authn-methods';
import type { ClientAuthenticationParams } from '@coffer/domain/oidc';
import { clientIpOf } from './client-ip';
import { COOKIE, readCookies } from './cookies';
import { pageLanguageOf } from './page-language';

/** The header of the CSRF token that must come with the app's session cookies (docs/http-api.md). */
export const CSRF_HEADER = 'x-csrf-token';

/**
 * The credentials of an API request (docs/http-api.md), nothing checked yet but their form: an
 * organization's token in `Authorization: Bearer`, or the app's session in its cookies with
 * the CSRF header.
 */
export type Credentials =
  | { kind: 'none' }
  | { kind: 'bearer'; token: string }
  | {
      kind: 'session';
      token: string;
      tokenType: string | undefined;
      csrfToken: string | undefined;
    };

export function readCredentials(headers: Headers): Credentials {
  const cookies = readCookies(headers);
  const presented = singleAccessToken(
    {
      header: readBearerToken(
        headers,
        () =>
          new AppError('unauthorized', {
            origin: 'headers',
            desc: 'the Authorization header must be "Bearer <token>"',
            details: { authorization: 'malformed' },
          }),
      ),
      cookie: cookies.accessToken,
    },
    () =>
      new AppError('bad_request', {
        origin: 'headers',
        desc: `send the access token one way (the Authorization header or the ${COOKIE.accessToken} cookie), not two`,
        details: { authorization: 'forbidden', [COOKIE.accessToken]: 'forbidden' },
      }),
  );
  if (presented === undefined) return { kind: 'none' };
  if (presented.way === 'header') return { kind: 'bearer', token: presented.token };
  return {
    kind: 'session',
    token: presented.token,
    tokenType: cookies.tokenType,
    csrfToken: headers.get(CSRF_HEADER) ?? undefined,
  };
}

/**
 * The token of an `Authorization: Bearer <token>` header (RFC 6750 §2.1), undefined without
 * the header; any other form of the header is refused with the caller's error.
 */
export function readBearerToken(headers: Headers, malformed: () => Error): string | undefined {
  const authorization = headers.get('authorization');
  if (authorization === null) return undefined;
  const match = /^Bearer +([\x21-\x7e]+)$/i.exec(authorization.trim());
  if (!match?.[1]) throw malformed();
  return match[1];
}

/**
 * The access token of a request, from the one way it came among those the endpoint accepts.
 * A client "MUST NOT use more than one method to transmit the token in each request" (RFC
 * 6750 §2): a token sent two ways is refused with `twoWays()`, never one way preferred.
 */
export function singleAccessToken<Way extends string>(
  ways: Record<Way, string | undefined>,
  twoWays: () => Error,
): { way: Way; token: string } | undefined {
  const presented = (Object.entries(ways) as [Way, string | undefined][]).filter(
    (entry): entry is [Way, string] => entry[1] !== undefined,
  );
  if (presented.length > 1) throw twoWays();
  const [first] = presented;
  return first && { way: first[0], token: first[1] };
}

/** What the login and consent steps act with: the browser's key and its provider session. */
export function readInteractionCookies(headers: Headers): {
  browserKey: string | undefined;
  sessionToken: string | undefined;
} {
  const { browserKey, providerSession } = readCookies(headers);
  return { browserKey, sessionToken: providerSession };
}

/** Where an authentication attempt comes from, for the lockout (docs/authentication.md). */
export function readAuthnSource(headers: Headers): AuthnSource {
  return {
    browserKey: readCookies(headers).browserKey,
    clientIp: clientIpOf(headers),
    pageLanguage: pageLanguageOf(headers),
  };
}

/**
 * A client's authentication at the token and revocation endpoints: private_key_jwt in the
 * form, and whether an Authorization header (HTTP Basic or any other) came too, which the
 * domain refuses (RFC 6749 §2.3: one method per request).
 */
export function readClientAuthentication(
  headers: Headers,
  form: Record<string, string | undefined>,
): ClientAuthenticationParams {
  return { ...form, httpAuthentication: headers.has('authorization') };
}
