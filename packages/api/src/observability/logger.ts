import { getLogger } from '@coffer/env/logger';
import { currentRequestId } from './request-context';

/**
 * A server fault (a 5xx) with its cause, as one JSON line naming the request it broke. The
 * client got only the masked body; the cause is for the operator, and carries no request data
 * (tokens travel in the request, never in an error Coffer makes).
 */
export function logServerError(
  scope: 'api' | 'trpc' | 'oauth2' | 'http',
  error: unknown,
  fields: Record<string, string> = {},
): void {
  getLogger().error({ reqId: currentRequestId(), scope, ...fields, err: error }, 'server error');
}
