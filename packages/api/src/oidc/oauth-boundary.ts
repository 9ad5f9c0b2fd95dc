import { AppError, databaseUnavailableError } from '@coffer/domain';
import { OAuthError } from '@coffer/domain/oidc';
import { OversizedBodyError, protocolJson } from './http-helpers';
import { errorPage } from './render-page';
import { logServerError } from '../observability/logger';

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * The one error boundary of the OAuth/OIDC endpoints: handlers only throw. A back-channel
 * endpoint (called by a client's server: token, revoke, userinfo, JWKS) answers errors as
 * RFC 6749 JSON; a front-channel one (a browser page: authorize, logout, the app's own
 * sign-in) as an error page. Nothing unexpected leaves as an empty 500.
 */
export function backChannel(handler: Handler): Handler {
  return async (request) => {
    try {
      return await handler(request);
    } catch (error) {
      const failure = toOAuthFailure(error, request);
      // A Bearer challenge only where a Bearer token was presented (RFC 6750 §3); client
      // assertions travel in the body, so invalid_client carries none (RFC 6749 §5.2).
      const challenge: Record<string, string> =
        failure.error.error === 'invalid_token'
          ? { 'www-authenticate': 'Bearer error="invalid_token"' }
          : {};
      return protocolJson(failure.error.toJSON(), failure.status, {
        ...failure.headers,
        ...challenge,
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
export function toOAuthFailure(error: unknown, request: Request): OAuthFailure {
  if (error instanceof OversizedBodyError) {
    return { error, status: error.status, headers: { connection: 'close' } };
  }
  if (error instanceof OAuthError) return { error, status: error.status, headers: {} };
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
