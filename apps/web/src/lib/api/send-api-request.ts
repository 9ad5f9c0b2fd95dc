import { ApiError, type ApiErrorBody } from './api-error';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type ApiRequest = {
  method?: ApiMethod;
  /** Sent as JSON. */
  body?: unknown;
  csrfToken?: string;
};

/** Where the REST API lives (contract §1). */
const API_BASE = '/api';

/**
 * One call to the REST API: JSON in, JSON out (undefined for 204), every refusal turned
 * into an ApiError. No retry, no CSRF logic: that is apiFetch's job.
 */
export async function sendApiRequest<T>(path: `/${string}`, request: ApiRequest = {}): Promise<T> {
  const headers = new Headers({ accept: 'application/json' });
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  if (request.csrfToken !== undefined) headers.set('x-csrf-token', request.csrfToken);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, null, null);
  }
  if (!response.ok) throw await apiErrorOf(response);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A refused answer as an ApiError (for callers that read the body themselves). */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const retryAfter = Number(response.headers.get('retry-after'));
  return new ApiError(
    response.status,
    await readErrorBody(response),
    Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null,
  );
}

async function readErrorBody(response: Response): Promise<ApiErrorBody | null> {
  try {
    return asErrorBody(await response.json());
  } catch {
    return null;
  }
}

/** A parsed JSON answer, if it has the contract's error shape (contract §3). */
export function asErrorBody(value: unknown): ApiErrorBody | null {
  const body = value as Partial<ApiErrorBody> | null;
  return typeof body?.code === 'string' && typeof body.details === 'object'
    ? (body as ApiErrorBody)
    : null;
}
