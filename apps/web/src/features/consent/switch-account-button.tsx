'use client';

import { useMutation } from '@tanstack/react-query';
import { useI18n } from '../../i18n/use-i18n';
import { forgetCsrfToken } from '../../lib/api/csrf-token';
import { describeApiError } from '../../lib/describe-api-error';
import { goTo } from '../../lib/navigation';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';
import { LiveMessage } from '../../components/live-message';

/**
 * "Not you? Use another account": signs this browser out and starts the same authorization
 * request again at the sign-in page (docs/oidc.md#consent).
 */
export function SwitchAccountButton({
  consentChallenge,
  email,
  disabled,
}: {
  consentChallenge: string;
  email: string;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const switchAccountAtConsent = useMutation(trpc.auth.switchAccountAtConsent.mutationOptions());
  const texts = t.accountPages.consent;
  const submit = useSubmit((error) => describeApiError(error, t));
  return (
    <div className="switch-account">
      <LiveMessage tone="error">{submit.error}</LiveMessage>
      <p>
        {texts.notYou(email)}{' '}
        <button
          type="button"
          className="link"
          disabled={disabled || submit.busy}
          onClick={() => {
            void submit.run(async () => {
              const { redirect_to } = await switchAccountAtConsent.mutateAsync({
                consent_challenge: consentChallenge,
              });
              forgetCsrfToken();
              goTo(redirect_to);
            });
          }}
        >
          {texts.useAnother}
        </button>
      </p>
    </div>
  );
}
