'use client';

import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import { apiFetch } from '../../lib/api/api-fetch';
import type { WebauthnCredential } from '../../lib/api/api-types';
import { useApiResource } from '../../lib/use-api-resource';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyList } from './passkey-list';

/**
 * Passkeys: adding one needs acr 1, listing and deleting acr 2 (service.md §Webauthn
 * credentials); the list shows the way up when the session is not there yet.
 */
export function PasskeysSection({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const [news, setNews] = useState<string | null>(null);
  const credentials = useApiResource(() =>
    apiFetch<WebauthnCredential[]>(
      `/webauthn-credentials?identity_id=${encodeURIComponent(identityId)}`,
      { session: true },
    ),
  );
  return (
    <section className="card" aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t.account.passkeys.heading}</h2>
      <p>{t.account.passkeys.intro}</p>
      <LiveMessage tone="success">{news}</LiveMessage>
      <AddPasskeyForm
        identityId={identityId}
        onAdded={(credential) => {
          setNews(t.account.passkeys.added(credential.name));
          credentials.reload();
        }}
      />
      <PasskeyList
        credentials={credentials}
        onDeleted={(credential) => {
          setNews(t.account.passkeys.deleted(credential.name));
          credentials.reload();
        }}
      />
    </section>
  );
}
