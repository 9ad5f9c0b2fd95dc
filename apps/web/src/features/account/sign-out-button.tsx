'use client';

import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { goTo } from '../../lib/navigation';
import { endSessionHere } from '../../lib/session/end-session-here';
import { useFlow } from '../../lib/trpc/flow';
import { useSubmit } from '../../lib/use-submit';

/**
 * Ends the session everywhere (docs/oidc.md: its tokens are revoked), leaves no key of the
 * person on this browser, then home.
 */
export function SignOutButton({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const flow = useFlow();
  const signOut = useSubmit((error) => describeApiError(error, t));
  return (
    <div className="sign-out">
      <LiveMessage tone="error">{signOut.error}</LiveMessage>
      <button
        type="button"
        className="secondary"
        disabled={signOut.busy}
        onClick={() => {
          void signOut.run(async () => {
            await endSessionHere(flow, identityId);
            goTo('/');
          });
        }}
      >
        {signOut.busy ? t.account.signingOut : t.account.signOut}
      </button>
    </div>
  );
}
