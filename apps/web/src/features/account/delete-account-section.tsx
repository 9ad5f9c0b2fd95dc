'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { forgetCsrfToken } from '../../lib/api/csrf-token';
import { describeApiError } from '../../lib/describe-api-error';
import {
  forgetKeysOnThisBrowser,
  forgetTabSecrets,
} from '../../lib/key-storage/forget-keys-on-this-browser';
import { goTo } from '../../lib/navigation';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSingleFlight } from '../../lib/use-single-flight';

/**
 * Deleting the account (docs/identities.md#deleting-your-account): what is erased and what
 * stays with organizations is said first; the person then types their email to confirm.
 */
export function DeleteAccountSection({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const texts = t.accountPages.deletion;
  const identity = useQuery(trpc.identities.getIdentity.queryOptions({ id: identityId }));
  const email = identity.data?.identifier_value ?? '';
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const deleting = useSingleFlight();
  const remove = useMutation(
    trpc.identities.deleteIdentity.mutationOptions({
      onSuccess: async () => {
        await forgetKeysOnThisBrowser(identityId);
        forgetTabSecrets();
        forgetCsrfToken();
        goTo('/account/deleted');
      },
    }),
  );
  const requiredAcr = remove.error?.requiredAcr ?? null;

  function failure(): string | null {
    if (mismatch) return texts.mismatch;
    if (!remove.isError || requiredAcr !== null) return null;
    return remove.error.status === 409 ? texts.lastAdmin : describeApiError(remove.error, t);
  }

  return (
    <section className="card" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{texts.heading}</h2>
      <p>{texts.intro(email)}</p>
      <ul>
        <li>{texts.erased}</li>
        <li>{texts.boxesStay}</li>
        <li>{texts.noWayBack}</li>
        <li>{texts.otherEmails}</li>
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (typed.trim().toLowerCase() !== email) {
            setMismatch(true);
            return;
          }
          setMismatch(false);
          // Its failure is shown from `remove.error`.
          void deleting.run(() =>
            remove.mutateAsync({ id: identityId, user_confirmation: typed }).catch(() => undefined),
          );
        }}
        noValidate
      >
        <TextField
          label={texts.confirmLabel(email)}
          value={typed}
          autoComplete="off"
          invalid={mismatch}
          errorId="delete-account-error"
          onValueChange={setTyped}
        />
        <LiveMessage tone="error" id="delete-account-error">
          {failure()}
        </LiveMessage>
        {requiredAcr !== null ? (
          <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo="/account" />
        ) : null}
        <button type="submit" className="danger" disabled={deleting.busy || identity.isPending}>
          {remove.isPending ? texts.deleting : texts.submit}
        </button>
      </form>
    </section>
  );
}
