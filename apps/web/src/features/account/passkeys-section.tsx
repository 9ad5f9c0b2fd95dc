'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { requiredAcrOf } from '../../lib/describe-api-error';
import { goTo, stepUpUrl } from '../../lib/navigation';
import { useTRPC } from '../../lib/trpc/trpc';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyList } from './passkey-list';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/**
 * Passkeys: adding one needs acr 1, listing and deleting acr 2 (docs/identities.md
 * credentials); the list shows the way up when the session is not there yet, and a passkey
 * added meanwhile takes that way by itself, counted as the step-up's passkey.
 */
export function PasskeysSection({
  identityId,
  canAddMethods,
}: {
  identityId: string;
  /** False when the account has a method this session did not use: confirm with it first. */
  canAddMethods: boolean;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [news, setNews] = useState<string | null>(null);
  const credentials = useQuery(
    trpc.webauthnCredentials.listWebauthnCredentials.queryOptions({ identity_id: identityId }),
  );
  const changed = (message: string) => {
    setNews(message);
    void refreshAfterWrite(
      queryClient,
      trpc.webauthnCredentials.listWebauthnCredentials.pathFilter(),
    );
  };
  return (
    <section className="card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t.account.passkeys.heading}</h2>
      <p>{t.account.passkeys.intro}</p>
      <LiveMessage tone="success">{news}</LiveMessage>
      {canAddMethods ? null : <p className="hint">{t.account.raise.methodsNeedLevel}</p>}
      <AddPasskeyForm
        identityId={identityId}
        disabled={!canAddMethods}
        levelToReach={async () => {
          // The list says whether the page waits for a level: one still on its way is waited
          // for, or a passkey added quickly would miss the step-up.
          const list = credentials.isPending ? await credentials.refetch() : credentials;
          return list.isError ? requiredAcrOf(list.error) : null;
        }}
        onAdded={(credential, levelToReach) => {
          if (levelToReach !== null) {
            // The new passkey is the second method and counts as the step-up's passkey, as
            // with "create a passkey and continue": the browser comes straight back here at
            // that level, with no second ceremony.
            setNews(t.signin.passkeyAdded.confirming(credential.name));
            goTo(stepUpUrl('/account', levelToReach));
            return;
          }
          changed(t.account.passkeys.added(credential.name));
        }}
      />
      <PasskeyList
        credentials={credentials}
        onDeleted={(credential) => {
          changed(t.account.passkeys.deleted(credential.name));
        }}
        onRenamed={(name) => {
          changed(t.account.passkeys.renamed(name));
        }}
      />
    </section>
  );
}
