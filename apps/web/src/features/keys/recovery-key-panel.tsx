'use client';

import { useState } from 'react';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/use-i18n';
import { copyToClipboard, type CopyOutcome } from '../../lib/copy-to-clipboard';

/**
 * A new recovery key, this once (docs/key-model.md#unlockers): copy or print it, then say it
 * is kept. The page forgets it afterwards; the server never had it.
 */
export function RecoveryKeyPanel({
  recoveryKey,
  intro,
  onSaved,
}: {
  recoveryKey: string;
  intro?: string;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const [copy, setCopy] = useState<CopyOutcome | null>(null);
  return (
    <div aria-labelledby="recovery-key-title" role="region" className="recovery-key">
      <h3 id="recovery-key-title">{t.keys.recovery.heading}</h3>
      {intro ? <p>{intro}</p> : null}
      <p>{t.keys.recovery.intro}</p>
      <p>
        <code data-testid="recovery-key" aria-label={t.keys.recovery.label}>
          {recoveryKey}
        </code>
      </p>
      <FormFeedback
        error={copy === 'failed' ? t.account.totp.copyFailed : null}
        news={copy === 'copied' ? t.keys.recovery.copied : null}
      />
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => {
            void copyToClipboard(recoveryKey).then(setCopy);
          }}
        >
          {t.keys.recovery.copy}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            window.print();
          }}
        >
          {t.keys.recovery.print}
        </button>
        <button type="button" onClick={onSaved}>
          {t.keys.recovery.saved}
        </button>
      </div>
    </div>
  );
}
