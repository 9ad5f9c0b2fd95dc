'use client';

import { useEffect, useId, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { currentPath, goTo, reproofUrl } from '../lib/navigation';
import { REPROVED_MESSAGE, settleReproof, useProofNeeded } from '../lib/proof-needed';

/**
 * "Confirm it is you": a sensitive change waits for a recent proof. The person confirms in a
 * window of its own with the method their account's level rests on (only that, from this
 * session: docs/authentication.md#sensitive-operations); that window tells this page, and
 * the change goes on by itself, the page as the person left it. Where no window can open
 * (a blocked pop-up), the tab itself goes to confirm and comes back, and the person makes
 * the change again.
 */
export function ProofPrompt() {
  const { t } = useI18n();
  const titleId = useId();
  const level = useProofNeeded();
  const [confirming, setConfirming] = useState<Window | null>(null);

  useEffect(() => {
    if (confirming === null) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== confirming) return;
      if ((event.data as { type?: unknown } | null)?.type !== REPROVED_MESSAGE) return;
      setConfirming(null);
      settleReproof(true);
    };
    // Closed without confirming: the prompt stays, to try again or decline.
    const watch = window.setInterval(() => {
      if (confirming.closed) setConfirming(null);
    }, 500);
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(watch);
    };
  }, [confirming]);

  if (level === null) return null;
  return (
    <div className="proof-prompt" role="alertdialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.account.proof.heading}</h2>
      <p>{confirming ? t.account.proof.waiting : t.account.proof.body}</p>
      <div className="actions">
        <button
          type="button"
          disabled={confirming !== null}
          onClick={() => {
            const opened = window.open(
              reproofUrl('/auth/reproved', level),
              'coffer-reproof',
              'popup=yes,width=520,height=720',
            );
            if (opened === null) goTo(reproofUrl(currentPath(), level));
            else setConfirming(opened);
          }}
        >
          {t.account.proof.action}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            confirming?.close();
            setConfirming(null);
            settleReproof(false);
          }}
        >
          {t.account.proof.later}
        </button>
      </div>
    </div>
  );
}
