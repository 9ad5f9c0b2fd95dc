'use client';

import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import type { WebauthnCredential } from '../../lib/api/api-types';
import { describeApiError, requiredAcrOf } from '../../lib/describe-api-error';
import type { ApiResource } from '../../lib/use-api-resource';
import { PasskeyItem } from './passkey-item';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';

type PasskeyListProps = {
  credentials: ApiResource<WebauthnCredential[]>;
  onDeleted: (credential: WebauthnCredential) => void;
};

export function PasskeyList({ credentials, onDeleted }: PasskeyListProps) {
  const { t } = useI18n();
  if (credentials.status === 'loading') return <p className="muted">{t.common.loading}</p>;
  if (credentials.status === 'failed') {
    const { error } = credentials;
    const requiredAcr = requiredAcrOf(error);
    return requiredAcr !== null ? (
      <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo="/account" />
    ) : (
      <LiveMessage tone="error">{describeApiError(error, t)}</LiveMessage>
    );
  }
  return (
    <div role="region" aria-labelledby="passkey-list-title">
      <h3 id="passkey-list-title">{t.account.passkeys.listHeading}</h3>
      {credentials.data.length === 0 ? (
        <p className="muted">{t.account.passkeys.none}</p>
      ) : (
        <ul className="item-list">
          {credentials.data.map((credential) => (
            <PasskeyItem key={credential.id} credential={credential} onDeleted={onDeleted} />
          ))}
        </ul>
      )}
    </div>
  );
}
