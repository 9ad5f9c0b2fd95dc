import { AppError, databaseUnavailableError } from '@coffer/domain';
import { OAuthError } from '@coffer/domain/oidc';
import type { Challenge } from './challenges';
import { OversizedBodyError, protocolJson } from './http-helpers';
import { errorPage } from './render-page';
import { logServerError } from '../observability/logger';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * The one error boundary of the OAuth/OIDC endpoints: handlers only throw. A back-channel
 * endpoint (called by a client's server: token, revoke, userinfo, JWKS) answers errors as
 * RFC 6749 JSON; a front-channel one (a browser page: authorize, logout, the app's own
 * sign-in) as an error page. Nothing unexpected leaves as an empty 500. A back-channel
 * endpoint's `challenge` adds the WWW-Authenticate header its refusals need (./challenges).
 */
export function backChannel(handler: Handler, challenge?: Challenge): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      const failure = toOAuthFailure(error, request);
      const wwwAuthenticate = challenge?.(failure, request);
      return protocolJson(failure.error.toJSON(), failure.status, {
        ...failure.headers,
        ...(wwwAuthenticate === undefined ? {} : { 'www-authenticate': wwwAuthenticate }),
      });
    }
  };
}

export function frontChannel(title: string, handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      const failure = toOAuthFailure(error, request);
      const response = errorPage(failure.title ?? title, failure.error.description, failure.status);
      for (const [name, value] of Object.entries(failure.headers)) {
        response.headers.set(name, value);
      }
      return response;
    }
  };
}

type OAuthFailure = {
  error: OAuthError;
  status: number;
  headers: Record<string, string>;
  title?: string;
};

/** Any thrown value → the protocol error, status and headers it stands for. */
function toOAuthFailure(error: unknown, request: Request): OAuthFailure {
  if (error instanceof OversizedBodyError) {
    return { error, status: error.status, headers: { connection: 'close' } };
  }
  if (error instanceof OAuthError) return { error, status: error.status, headers: error.headers };
  const unavailable = error instanceof AppError ? error : databaseUnavailableError(error);
  if (unavailable && (unavailable.status === 429 || unavailable.status === 503)) {
    return {
      error: new OAuthError('temporarily_unavailable', unavailable.message),
      status: unavailable.status,
      headers: unavailable.headers,
      title: unavailable.status === 429 ? 'Too many attempts' : 'Temporarily unavailable',
    };
  }
  if (unavailable && unavailable.status < 500) {
    return {
      error: new OAuthError('invalid_request', unavailable.message),
      status: unavailable.status,
      headers: unavailable.headers,
    };
  }
  // Our fault: the cause goes to the server log (never the request: it may carry secrets).
  logServerError('oauth2', error, { endpoint: new URL(request.url).pathname });
  return {
    error: new OAuthError('server_error', 'internal error'),
    status: 500,
    headers: {},
    title: 'Something went wrong',
  };
}
