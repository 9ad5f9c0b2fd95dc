import { createTRPCClient, httpBatchLink, retryLink, type TRPCClient } from '@trpc/client';
import type { AppRouter } from '@coffer/api';
import { getCsrfToken, renewStaleCsrfToken } from '../api/csrf-token';
import type { ProcedurePath } from './procedure-types';

/**
 * The login and consent steps (authFlowProcedure) and the development outbox run without
 * the app's session: they carry no CSRF token, so none is fetched for them (on a page
 * nobody is signed in to, the request would only be refused).
 */
const SESSIONLESS_PROCEDURES: ReadonlySet<string> = new Set<ProcedurePath>([
  'auth.getLoginInfo',
  'auth.identifyForLogin',
  'auth.performAuthnStep',
  'auth.getConsentInfo',
  'auth.giveConsent',
  'auth.refuseConsent',
  'dev.listOutboxMail',
]);

/** Session calls carry X-CSRF-Token (docs/http-api.md); signed out, there is none to send. */
async function csrfHeaders(paths: readonly string[]): Promise<Record<string, string>> {
  if (paths.every((path) => SESSIONLESS_PROCEDURES.has(path))) return {};
  try {
    return { 'x-csrf-token': await getCsrfToken() };
  } catch {
    return {};
  }
}

/**
 * The app's one client of the API (docs/http-api.md: /trpc). A call refused for a stale CSRF
 * token is made once more (the server did nothing); no other failure is retried here:
 * react-query retries reads, and a write whose answer was lost is never sent again.
 */
/** The client's type, for the functions outside React that make calls (the key storage's). */
export type ApiClient = TRPCClient<AppRouter>;

export function createApiClient(): ApiClient {
  return createTRPCClient<AppRouter>({
    links: [
      retryLink({ retry: ({ error, attempts }) => renewStaleCsrfToken(error, attempts) }),
      httpBatchLink({
        url: '/trpc',
        headers: ({ opList }) => csrfHeaders(opList.map((op) => op.path)),
      }),
    ],
  });
}
