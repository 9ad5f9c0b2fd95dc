'use client';

import { useState } from 'react';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/use-i18n';
import { copyToClipboard, type CopyOutcome } from '../../lib/copy-to-clipboard';

/** The ten recovery codes, this once: copy them, then say they are kept. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useI18n();
  const [copy, setCopy] = useState<CopyOutcome | null>(null);
  return (
    <div aria-labelledby="recovery-codes-title" role="region">
      <h3 id="recovery-codes-title">{t.account.totp.recoveryHeading}</h3>
      <p>{t.account.totp.recoveryIntro}</p>
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <FormFeedback
        error={copy === 'failed' ? t.account.totp.copyFailed : null}
        news={copy === 'copied' ? t.account.totp.copied : null}
      />
      <div className="actions">
        <button
          type="button"
          className="secondary"
          onClick={() => {
            void copyToClipboard(codes.join('\n')).then(setCopy);
          }}
        >
          {t.account.totp.copyCodes}
        </button>
        <button type="button" onClick={onSaved}>
          {t.account.totp.savedCodes}
        </button>
      </div>
    </div>
  );
}
