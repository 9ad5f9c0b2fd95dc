'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { LiveMessage } from '../../components/live-message';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError, requiredAcrOf } from '../../lib/describe-api-error';
import type { WebauthnCredential } from '../../lib/trpc/procedure-types';
import { PasskeyItem } from './passkey-item';

type PasskeyListProps = {
  credentials: UseQueryResult<WebauthnCredential[], unknown>;
  onDeleted: (credential: WebauthnCredential) => void;
  onRenamed: (name: string) => void;
};

export function PasskeyList({ credentials, onDeleted, onRenamed }: PasskeyListProps) {
  const { t } = useI18n();
  if (credentials.isPending) return <p className="muted">{t.common.loading}</p>;
  if (credentials.isError) {
    const requiredAcr = requiredAcrOf(credentials.error);
    return requiredAcr !== null ? (
      <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo="/account" />
    ) : (
      <LiveMessage tone="error">{describeApiError(credentials.error, t)}</LiveMessage>
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
            <PasskeyItem
              key={credential.id}
              credential={credential}
              onDeleted={onDeleted}
              onRenamed={onRenamed}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
