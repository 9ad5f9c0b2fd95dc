'use client';

import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../i18n/use-i18n';
import { ApiError } from '../lib/api/api-error';
import { describeApiError } from '../lib/describe-api-error';
import { goTo, stepUpUrl } from '../lib/navigation';
import { useTRPC } from '../lib/trpc/trpc';
import { useCreatePasskey } from '../lib/use-create-passkey';
import { useSubmit } from '../lib/use-submit';
import { LiveMessage } from './live-message';

/**
 * Level 2 is needed and the person may have no second method: a passkey is created right
 * here (registration needs only level 1, docs/identities.md#webauthn-credentials), then the
 * sign-in steps up from this browser's session, so no new emailed code is sent
 * (docs/authentication.md#step-up-in-the-same-browser), and the passkey just created counts
 * as its passkey: the browser comes straight back at level 2, with no second ceremony
 * (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once). The passkey is
 * created with the PRF extension, so that it can later unlock the key storage
 * (docs/key-model.md#unlockers).
 */
export function CreatePasskeyAndStepUp({
  returnTo,
  requiredAcr,
}: {
  returnTo: string;
  requiredAcr: number;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const session = useQuery(trpc.auth.getSession.queryOptions());
  const { waiting, create } = useCreatePasskey();
  const submit = useSubmit((error) =>
    error instanceof ApiError ? describeApiError(error, t) : t.journeys.passkeyNow.cancelled,
  );
  const identityId = session.data?.identity_id;
  return (
    <>
      <p>{t.journeys.passkeyNow.intro}</p>
      <LiveMessage tone="info">{waiting ? t.journeys.passkeyNow.creating : null}</LiveMessage>
      <LiveMessage tone="error">{submit.error}</LiveMessage>
      <button
        type="button"
        disabled={identityId === undefined || submit.busy}
        onClick={() => {
          if (identityId === undefined) return;
          void submit.run(async () => {
            // Unnamed; counted as the passkey of the step-up below: one ceremony, not two.
            await create({ identityId, stepUp: true });
            goTo(stepUpUrl(returnTo, requiredAcr));
          });
        }}
      >
        {t.journeys.passkeyNow.create}
      </button>
    </>
  );
}
