'use client';

import { useId } from 'react';
import { useI18n } from '../i18n/i18n-provider';
import { raiseAcrUrl } from '../lib/navigation';

/**
 * Contract §3's ACR error, in words: sign in again with a second method to go on. Away
 * from the security settings, it also shows the way to set up that second method first.
 */
export function RaiseAcrPrompt({
  requiredAcr,
  returnTo,
  offerSetup = false,
}: {
  requiredAcr: number;
  returnTo: string;
  offerSetup?: boolean;
}) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <div className="raise-acr" role="region" aria-labelledby={titleId}>
      <h3 id={titleId}>{t.account.raise.heading}</h3>
      <p>{t.account.raise.body(requiredAcr)}</p>
      {offerSetup ? <p>{t.account.raise.setupHint}</p> : null}
      <div className="actions">
        <a className="button" href={raiseAcrUrl(returnTo, requiredAcr)}>
          {t.account.raise.action}
        </a>
        {offerSetup ? (
          <a className="button secondary" href="/account">
            {t.account.raise.setup}
          </a>
        ) : null}
      </div>
    </div>
  );
}
