import { parse as parseCookies, serialize, type SerializeOptions } from 'cookie';
import { getEnv } from '@coffer/env';
import { OAuthError } from '@coffer/domain/oidc';

/**
 * OAuth parameters from a query string or a form body. A parameter sent twice is an
 * invalid_request (RFC 6749 §3.1), not a choice between two values.
 */
export function readParameters(search: URLSearchParams): Record<string, string | undefined> {
  const parameters: Record<string, string | undefined> = {};
  for (const [name, value] of search) {
    if (name in parameters) throw new OAuthError('invalid_request', `${name} is given twice`);
    parameters[name] = value === '' ? undefined : value;
  }
  return parameters;
}

/** The form body of a POST (application/x-www-form-urlencoded), or an invalid_request. */
export async function readForm(request: Request): Promise<Record<string, string | undefined>> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('application/x-www-form-urlencoded')) {
    throw new OAuthError('invalid_request', 'the body must be application/x-www-form-urlencoded');
  }
  return readParameters(new URLSearchParams(await request.text()));
}

export function readCookie(request: Request, name: string): string | undefined {
  return parseCookies(request.headers.get('cookie') ?? '')[name];
}

/** Cookies are Secure whenever the origin is https (contract §4). */
export function cookie(name: string, value: string, options: SerializeOptions): string {
  const secure = new URL(getEnv().appOrigin).protocol === 'https:';
  return serialize(name, value, { path: '/', httpOnly: true, secure, ...options });
}

export function expiredCookie(name: string, options: SerializeOptions = {}): string {
  return cookie(name, '', { ...options, maxAge: 0 });
}

/** Protocol JSON answers are never cached (RFC 6749 §5.1). */
export function protocolJson(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      pragma: 'no-cache',
      ...headers,
    },
  });
}

export function oauthErrorResponse(error: OAuthError): Response {
  // A Bearer challenge only where a Bearer token was presented (RFC 6750 §3); client
  // assertions travel in the body, so invalid_client carries none (RFC 6749 §5.2).
  const headers: Record<string, string> =
    error.error === 'invalid_token' ? { 'www-authenticate': 'Bearer error="invalid_token"' } : {};
  return protocolJson(error.toJSON(), error.status, headers);
}
