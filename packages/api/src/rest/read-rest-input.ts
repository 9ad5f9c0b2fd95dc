import { AppError } from '@coffer/domain';
import { readBoundedText } from '../http/read-bounded-text';
import type { RestRoute } from './rest-routes';

/**
 * Gathers a route's input from the three places a REST request carries it. A key sent in
 * the wrong place, or twice, is refused rather than silently preferred.
 */
export async function readRestInput(
  request: Request,
  route: RestRoute,
  pathParams: Record<string, string>,
): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const query: Record<string, string> = {};
  const unexpected: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (!route.queryKeys.includes(key) || key in query) unexpected[key] = 'forbidden';
    else query[key] = value;
  }
  if (Object.keys(unexpected).length > 0) {
    throw new AppError('bad_request', {
      origin: 'query',
      desc: 'unexpected query parameters',
      details: unexpected,
    });
  }
  const body = route.bodyKeys.length > 0 ? await readJsonBody(request) : {};
  for (const key of Object.keys(body)) {
    if (key in pathParams || key in query) unexpected[key] = 'forbidden';
  }
  if (Object.keys(unexpected).length > 0) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'body fields that belong elsewhere in the request',
      details: unexpected,
    });
  }
  return { ...body, ...query, ...pathParams };
}

/** The largest JSON body (a 256 KiB text message, encoded, fits with room to spare). */
const MAX_JSON_BYTES = 1024 * 1024;

async function readJsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await readBoundedText(
    request,
    MAX_JSON_BYTES,
    () =>
      new AppError('request_entity_too_large', {
        origin: 'body',
        desc: `the body is larger than ${MAX_JSON_BYTES} bytes`,
        details: { body: 'too_large' },
      }),
  );
  if (text.trim() === '') return {};
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType)) {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: 'the body must be JSON (Content-Type: application/json)',
      details: { 'content-type': 'invalid' },
    });
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'the body is not valid JSON',
      details: { body: 'malformed' },
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'the body must be a JSON object',
      details: { body: 'malformed' },
    });
  }
  return parsed as Record<string, unknown>;
}
