import { ApiError } from './api-error';
import { forgetCsrfToken, getCsrfToken } from './csrf-token';
import { sendApiRequest, type ApiMethod } from './send-api-request';

export type ApiFetchOptions = {
  method?: ApiMethod;
  body?: unknown;
  /** A call with the session cookies: it carries the X-CSRF-Token header (contract §4). */
  session?: boolean;
};

/**
 * Calls the REST API. Session calls carry the CSRF token; a token that belongs to an
 * earlier session (the person signed in again in another tab) is replaced once.
 */
export async function apiFetch<T>(path: `/${string}`, options: ApiFetchOptions = {}): Promise<T> {
  const { method, body, session = false } = options;
  if (!session) return sendApiRequest<T>(path, { method, body });
  try {
    return await sendApiRequest<T>(path, { method, body, csrfToken: await getCsrfToken() });
  } catch (error) {
    if (!(error instanceof ApiError && error.detail('csrf_token') === 'invalid')) throw error;
    forgetCsrfToken();
    return sendApiRequest<T>(path, { method, body, csrfToken: await getCsrfToken() });
  }
}
