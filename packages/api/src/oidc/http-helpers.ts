import { OAuthError } from '@coffer/domain/oidc';
import { readBoundedText } from '../http/read-bounded-text';
import { WholeResponse } from '../http/whole-response';

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

/**
 * The largest form body a protocol endpoint reads. Its biggest honest parameters (a client
 * assertion, an id_token_hint) take a few KiB: anything near this is not a client of ours.
 */
const MAX_FORM_BYTES = 64 * 1024;

/** Whether a request says its body is a form (application/x-www-form-urlencoded). */
export function isForm(request: Request): boolean {
  const type = request.headers.get('content-type') ?? '';
  return type.toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** The form body of a POST (application/x-www-form-urlencoded), or an invalid_request. */
export async function readForm(request: Request): Promise<Record<string, string | undefined>> {
  if (!isForm(request)) {
    throw new OAuthError('invalid_request', 'the body must be application/x-www-form-urlencoded');
  }
  const text = await readBoundedText(
    request,
    MAX_FORM_BYTES,
    () =>
      new OversizedBodyError('invalid_request', `the body is larger than ${MAX_FORM_BYTES} bytes`),
  );
  return readParameters(new URLSearchParams(text));
}

/**
 * A body refused before it was read to its end: the rest is still on the connection, so the
 * answer closes it rather than let the client send its next request behind that rest.
 */
export class OversizedBodyError extends OAuthError {
  override name = 'OversizedBodyError';
}

/** Protocol JSON answers are never cached (RFC 6749 §5.1). */
export function protocolJson(
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return WholeResponse.json(body, {
    status,
    headers: {
      'cache-control': 'no-store',
      pragma: 'no-cache',
      ...headers,
    },
  });
}
