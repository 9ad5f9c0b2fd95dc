'use client';

import { useEffect } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { REPROVED_MESSAGE } from '../../lib/proof-needed';

/**
 * The confirming window, confirmed: it tells the page that opened it (same origin only; the
 * session's CSRF token stays out of the message, the page asks the server for it) and closes.
 * The token the sign-in left in the address is taken out of it first.
 */
export function Reproved() {
  const { t } = useI18n();
  useEffect(() => {
    window.history.replaceState(null, '', window.location.pathname);
    const opener = window.opener as Window | null;
    if (opener === null) return;
    opener.postMessage({ type: REPROVED_MESSAGE }, window.location.origin);
    window.close();
  }, []);
  return (
    <section className="card" aria-labelledby="reproved-title">
      <h1 id="reproved-title">{t.account.proof.done}</h1>
      <p>{t.account.proof.closeWindow}</p>
    </section>
  );
}
