'use client';

import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/use-i18n';
import { describeApiError } from '../lib/describe-api-error';
import { goTo, signInUrl } from '../lib/navigation';
import { endSessionHere } from '../lib/session/end-session-here';
import { useFlow } from '../lib/trpc/flow';
import { useTRPC } from '../lib/trpc/trpc';
import { useSubmit } from '../lib/use-submit';
import { LiveMessage } from './live-message';

/**
 * Signed in as the wrong email (the link was for another address): the session ends (its
 * provider session too, docs/authentication.md) and the sign-in starts again, back to
 * `returnTo`.
 */
export function SwitchAccount({ returnTo }: { returnTo: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const flow = useFlow();
  const session = useQuery(trpc.auth.getSession.queryOptions());
  const identityId = session.data?.identity_id ?? '';
  const identity = useQuery({
    ...trpc.identities.getIdentity.queryOptions({ id: identityId }),
    enabled: identityId !== '',
  });
  const switching = useSubmit((error) => describeApiError(error, t));
  return (
    <p className="switch-account">
      {identity.data ? (
        <span>{t.journeys.switchAccount.signedInAs(identity.data.identifier_value)} </span>
      ) : null}
      <button
        type="button"
        className="link"
        disabled={switching.busy}
        onClick={() => {
          void switching.run(async () => {
            // The other email's keys go; the tab's invitation share stays, for the new one.
            await endSessionHere(flow, identityId, { keepTabSecrets: true });
            goTo(signInUrl(returnTo));
          });
        }}
      >
        {t.journeys.switchAccount.action}
      </button>
      <LiveMessage tone="error">{switching.error}</LiveMessage>
    </p>
  );
}
