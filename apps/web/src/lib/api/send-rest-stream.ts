import { ApiError } from './api-error';
import { withCsrfToken } from './csrf-token';
import { apiErrorOf } from './to-api-error';

/** Where the REST API lives (docs/http-api.md). */
const API_BASE = '/api';

export type RestStreamRequest = {
  method: 'GET' | 'POST' | 'PUT';
  /** Below /api, e.g. `/encrypted-files/<id>`. */
  path: `/${string}`;
  body?: FormData;
  /**
   * Upload progress. fetch() reports none (streamed request bodies need HTTP/2 in
   * Chromium), so such a request goes through XMLHttpRequest, whose upload.onprogress does.
   */
  onUploadProgress?: (done: number, total: number) => void;
  /** Cancels the request: it rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
};

/**
 * The byte streams of the REST API (docs/http-api.md: encrypted files up and down, avatars),
 * which JSON-only tRPC does not carry. Like the app's tRPC client, it sends the session's
 * CSRF token (renewed once when stale) and turns every refusal into an ApiError. Resolves
 * with the accepted answer, whose body the caller reads: a download decrypts it as it comes.
 */
export function sendRestStream(request: RestStreamRequest): Promise<Response> {
  return withCsrfToken(async (csrfToken) => {
    const response = request.onUploadProgress
      ? await sendWithProgress(request, csrfToken, request.onUploadProgress)
      : await sendWithFetch(request, csrfToken);
    if (!response.ok) throw await apiErrorOf(response);
    return response;
  });
}

async function sendWithFetch(request: RestStreamRequest, csrfToken: string): Promise<Response> {
  try {
    return await fetch(`${API_BASE}${request.path}`, {
      method: request.method,
      headers: { 'x-csrf-token': csrfToken },
      body: request.body,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: request.signal,
    });
  } catch (failure) {
    if (request.signal?.aborted) throw failure;
    throw new ApiError(0, null, null);
  }
}

/** The same exchange through XMLHttpRequest, answered as a Response like fetch's. */
function sendWithProgress(
  request: RestStreamRequest,
  csrfToken: string,
  onProgress: (done: number, total: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const exchange = new XMLHttpRequest();
    exchange.open(request.method, `${API_BASE}${request.path}`);
    exchange.setRequestHeader('x-csrf-token', csrfToken);
    // The answer of an upload is small: the created event, or a refusal.
    exchange.responseType = 'arraybuffer';
    exchange.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    exchange.onload = () => {
      const { status } = exchange;
      // A Response may not carry a body with these statuses.
      const body = status === 204 || status === 205 ? null : (exchange.response as ArrayBuffer);
      resolve(new Response(body, { status, headers: responseHeadersOf(exchange) }));
    };
    exchange.onerror = () => {
      reject(new ApiError(0, null, null));
    };
    // An aborted request ends the upload on the server too: the file is stored and its
    // message made only once every byte has arrived (docs/boxes.md).
    exchange.onabort = () => {
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', () => {
      exchange.abort();
    });
    exchange.send(request.body ?? null);
  });
}

/** getAllResponseHeaders() is one `name: value` line per header. */
function responseHeadersOf(exchange: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of exchange.getAllResponseHeaders().split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}
