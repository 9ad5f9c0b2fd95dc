import { ApiError } from './api-error';

/**
 * A link's public info answered 404: the service does not know the link's hash (replaced,
 * gone, or copied short: one answer for all). null then, any other failure thrown on.
 */
export function nullIfUnknownLink(failure: unknown): null {
  if (failure instanceof ApiError && failure.status === 404) return null;
  throw failure;
}
