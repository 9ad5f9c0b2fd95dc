'use client';

import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { copyToClipboard } from '../../lib/copy-to-clipboard';

/** A signing secret, shown this once (registration or rotation), with a copy button. */
export function WebhooksSecret({ secret }: { secret: string }) {
  const { t } = useI18n();
  const texts = t.live.webhooks;
  const [copied, setCopied] = useState(false);
  return (
    <div className="webhook-secret" role="group" aria-labelledby="webhook-secret-title">
      <h3 id="webhook-secret-title">{texts.secretHeading}</h3>
      <p>{texts.secretOnce}</p>
      <code data-testid="webhook-secret">{secret}</code>
      <button
        type="button"
        className="secondary"
        onClick={() => {
          void copyToClipboard(secret).then((outcome) => {
            setCopied(outcome === 'copied');
          });
        }}
      >
        {texts.copy}
      </button>
      <LiveMessage tone="success">{copied ? texts.copied : null}</LiveMessage>
    </div>
  );
}
