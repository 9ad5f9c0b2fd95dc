'use client';

import { useState } from 'react';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/use-i18n';
import { LiveMessage } from '../../components/live-message';
import { copyToClipboard, type CopyOutcome } from '../../lib/copy-to-clipboard';
import { describeApiError } from '../../lib/describe-api-error';
import { useSubmit } from '../../lib/use-submit';

/**
 * A new recovery key, this once (docs/key-model.md#unlockers): copy or print it, then say it
 * is kept. The page forgets it afterwards; the server never had it, and keeps only whether
 * the person said they saved it.
 */
export function RecoveryKeyPanel({
  recoveryKey,
  intro,
  hasPassword,
  onSaved,
}: {
  recoveryKey: string;
  intro?: string;
  /** Without a password, the key stands in for the passkeys: the text says so. */
  hasPassword: boolean;
  /** Notes the key saved (useConfirmRecoveryKeySaved); the panel stays until it is. */
  onSaved: () => Promise<void>;
}) {
  const { t } = useI18n();
  const [copy, setCopy] = useState<CopyOutcome | null>(null);
  const save = useSubmit((error) => describeApiError(error, t));
  return (
    <div aria-labelledby="recovery-key-title" role="region" className="recovery-key">
      <h3 id="recovery-key-title">{t.keys.recovery.heading}</h3>
      {intro ? <p>{intro}</p> : null}
      <p>{hasPassword ? t.keys.recovery.intro : t.keys.recovery.introNoPassword}</p>
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
        <button
          type="button"
          disabled={save.busy}
          onClick={() => {
            void save.run(onSaved);
          }}
        >
          {t.keys.recovery.saved}
        </button>
      </div>
      <LiveMessage tone="error">{save.error}</LiveMessage>
    </div>
  );
}
