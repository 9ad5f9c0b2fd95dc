'use client';

import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import { apiFetch } from '../../lib/api/api-fetch';
import type { WebauthnCredential } from '../../lib/api/api-types';
import { describeApiError } from '../../lib/describe-api-error';
import { formatDate } from '../../lib/format-date';
import { useSubmit } from '../../lib/use-submit';

type PasskeyItemProps = {
  credential: WebauthnCredential;
  onDeleted: (credential: WebauthnCredential) => void;
};

/** One passkey; deleting it asks once more, since it may be the way in. */
export function PasskeyItem({ credential, onDeleted }: PasskeyItemProps) {
  const { t, locale } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const remove = useSubmit((error) => describeApiError(error, t));
  const texts = t.account.passkeys;
  return (
    <li>
      <div>
        <strong>{credential.name}</strong>
        <br />
        <span className="muted">{texts.addedOn(formatDate(credential.created_at, locale))}</span>
      </div>
      {confirming ? (
        <div className="confirm" role="group" aria-label={texts.deleteLabel(credential.name)}>
          <p>{texts.confirmDelete(credential.name)}</p>
          <LiveMessage tone="error">{remove.error}</LiveMessage>
          <div className="actions">
            <button
              type="button"
              className="danger"
              autoFocus
              disabled={remove.busy}
              onClick={() => {
                void remove.run(async () => {
                  await apiFetch<undefined>(
                    `/webauthn-credentials/${encodeURIComponent(credential.id)}`,
                    { method: 'DELETE', session: true },
                  );
                  onDeleted(credential);
                });
              }}
            >
              {texts.delete}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t.common.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="secondary"
          aria-label={texts.deleteLabel(credential.name)}
          onClick={() => {
            setConfirming(true);
          }}
        >
          {texts.delete}
        </button>
      )}
    </li>
  );
}
