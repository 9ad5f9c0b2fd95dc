'use client';

import { useI18n } from '../i18n/i18n-provider';
import { raiseAcrUrl } from '../lib/navigation';

/** Contract §3's ACR error, in words: sign in again with a second method to go on. */
export function RaiseAcrPrompt({
  requiredAcr,
  returnTo,
}: {
  requiredAcr: number;
  returnTo: string;
}) {
  const { t } = useI18n();
  return (
    <div className="raise-acr" role="region" aria-labelledby="raise-acr-title">
      <h3 id="raise-acr-title">{t.account.raise.heading}</h3>
      <p>{t.account.raise.body(requiredAcr)}</p>
      <a className="button" href={raiseAcrUrl(returnTo, requiredAcr)}>
        {t.account.raise.action}
      </a>
    </div>
  );
}
