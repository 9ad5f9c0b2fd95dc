'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { takeCsrfTokenFromFragment } from '../lib/api/csrf-token';
import { describeApiError } from '../lib/describe-api-error';
import { currentPath, goTo, signInUrl } from '../lib/navigation';
import { endSessionHere } from '../lib/session/end-session-here';
import { signInReturn } from '../lib/sign-in-context';
import { useFlow } from '../lib/trpc/flow';
import { useTRPC } from '../lib/trpc/trpc';
import { useSubmit } from '../lib/use-submit';
import { LiveMessage } from './live-message';

/** The sign-in and consent pages serve a request: their way back is where it was going. */
function isFlowPage(path: string): boolean {
  return /^\/(login|consent|auth)(\/|\?|$)/.test(path);
}

/** Where a new sign-in from the header comes back to: this page, or the flow's own return. */
function hereForSignIn(): string {
  const path = currentPath();
  return isFlowPage(path) ? signInReturn() : path;
}

/**
 * Who is signed in, on every page (docs/authentication.md#the-pages-own-session): their
 * name, sign-out, and "use another account" (signed out, then a sign-in back to this page).
 * It also takes the CSRF token out of the address bar on whichever page sign-in landed.
 */
export function SessionMenu() {
  const { t } = useI18n();
  const trpc = useTRPC();
  const flow = useFlow();
  useEffect(() => {
    takeCsrfTokenFromFragment();
  }, []);
  const session = useQuery(trpc.auth.getSession.queryOptions());
  const identityId = session.data?.identity_id ?? '';
  const identity = useQuery({
    ...trpc.identities.getIdentity.queryOptions({ id: identityId }),
    enabled: identityId !== '',
  });
  const leaving = useSubmit((error) => describeApiError(error, t));
  // Nobody signed in: the pages that need someone go to the sign-in by themselves.
  if (!session.isSuccess) return null;
  const email = identity.data?.identifier_value ?? '';
  const name = identity.data?.display_name || email;
  return (
    <details className="session-menu">
      <summary>{name === '' ? t.journeys.sessionMenu.signedIn : name}</summary>
      <div className="session-menu-panel">
        {email === '' ? null : <p>{t.journeys.sessionMenu.signedInAs(email)}</p>}
        <button
          type="button"
          className="secondary"
          disabled={leaving.busy}
          onClick={() => {
            void leaving.run(async () => {
              await endSessionHere(flow, identityId);
              goTo('/');
            });
          }}
        >
          {t.journeys.sessionMenu.signOut}
        </button>
        <button
          type="button"
          className="link"
          disabled={leaving.busy}
          onClick={() => {
            void leaving.run(async () => {
              const returnTo = hereForSignIn();
              await endSessionHere(flow, identityId, { keepTabSecrets: true });
              goTo(signInUrl(returnTo));
            });
          }}
        >
          {t.journeys.sessionMenu.anotherAccount}
        </button>
        <LiveMessage tone="error">{leaving.error}</LiveMessage>
      </div>
    </details>
  );
}
