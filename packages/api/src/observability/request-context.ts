import { AsyncLocalStorage } from 'node:async_hooks';

/** What the handlers learn about a request that its log line and metrics name. */
export type RequestContext = {
  id: string;
  /** A route template (`/api/boxes/{id}`), never the path with its ids. */
  route?: string;
  /**
   * Who called: a person, an organization's token, an OAuth client that proved its key (the
   * token and revocation endpoints), or nobody known.
   */
  caller?: 'user' | 'organization' | 'client' | 'anonymous';
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runInRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage.run(context, run);
}

/**
 * Names the route of the request being handled; the first name stays (REST names its operation
 * before calling the procedure, which would name it again as tRPC). A no-op outside a request
 * (a test's direct call).
 */
export function noteRoute(route: string): void {
  const context = storage.getStore();
  if (context) context.route ??= route;
}

export function noteCaller(caller: NonNullable<RequestContext['caller']>): void {
  const context = storage.getStore();
  if (context) context.caller = caller;
}

/** The id of the request being handled (as in its log line), if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.id;
}
