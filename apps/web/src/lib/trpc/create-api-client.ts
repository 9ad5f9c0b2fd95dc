import {
  createTRPCClient,
  httpBatchLink,
  retryLink,
  type TRPCClient,
  type TRPCLink,
} from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { AppRouter } from '@coffer/api';
import { ApiError } from '../api/api-error';
import { forgetCsrfToken, getCsrfToken, renewStaleCsrfToken } from '../api/csrf-token';
import { awaitReproof } from '../proof-needed';
import { apiErrorLink } from './api-error-link';
import type { ProcedurePath } from './procedure-types';

/**
 * The login and consent steps (authFlowRung) and the development outbox run without
 * the app's session: they carry no CSRF token, so none is fetched for them (on a page
 * nobody is signed in to, the request would only be refused).
 */
const SESSIONLESS_PROCEDURES: ReadonlySet<string> = new Set<ProcedurePath>([
  'auth.getLoginInfo',
  'auth.identifyForLogin',
  'auth.performAuthnStep',
  'auth.startPasskeySignIn',
  'auth.signInWithPasskey',
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
 * A call refused for a proof grown old, whichever form made it, waits for the page's one
 * "Confirm it is you" (components/proof-prompt.tsx): confirmed, it is made once more, with
 * the new session's CSRF token, and the form goes on; declined, it fails with its refusal.
 * The server did nothing the first time (the proof is checked before the change).
 */
const proofLink: TRPCLink<AppRouter> =
  () =>
  ({ next, op }) =>
    observable((observer) => {
      const forward = {
        next: (value: Parameters<typeof observer.next>[0]) => {
          observer.next(value);
        },
        complete: () => {
          observer.complete();
        },
      };
      let retry: { unsubscribe: () => void } | null = null;
      const first = next(op).subscribe({
        ...forward,
        error: (error) => {
          // An ApiError already (api-error-link.ts, further down the chain).
          const proof = error instanceof ApiError ? error.proofExpired : null;
          if (!proof) {
            observer.error(error);
            return;
          }
          void awaitReproof(proof.requiredAcr).then((proved) => {
            if (!proved) {
              observer.error(error);
              return;
            }
            forgetCsrfToken();
            retry = next(op).subscribe({
              ...forward,
              error: (again) => {
                observer.error(again);
              },
            });
          });
        },
      });
      return () => {
        first.unsubscribe();
        retry?.unsubscribe();
      };
    });

/**
 * The app's one client of the API (docs/http-api.md: /trpc). Every failure comes out of it
 * as an ApiError (api-error-link.ts). A call refused for a stale CSRF token is made once
 * more (the server did nothing); no other failure is retried here: react-query retries
 * reads, and a write whose answer was lost is never sent again.
 */
export function createApiClient(): TRPCClient<AppRouter> {
  return createTRPCClient<AppRouter>({
    links: [
      proofLink,
      retryLink({ retry: ({ error, attempts }) => renewStaleCsrfToken(error, attempts) }),
      apiErrorLink,
      httpBatchLink({
        url: '/trpc',
        headers: ({ opList }) => csrfHeaders(opList.map((op) => op.path)),
      }),
    ],
  });
}
