'use client';

import { useId } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { currentPath, reproofUrl } from '../lib/navigation';
import { reportProofNeeded, useProofNeeded } from '../lib/proof-needed';

/**
 * "Confirm it is you": a sensitive change was refused for lack of a recent proof. The
 * person confirms with the method their account's level rests on (only that, from this
 * session), comes back to this page, and makes the change again.
 */
export function ProofPrompt() {
  const { t } = useI18n();
  const titleId = useId();
  const level = useProofNeeded();
  if (level === null) return null;
  return (
    <div className="proof-prompt" role="alertdialog" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.account.proof.heading}</h2>
      <p>{t.account.proof.body}</p>
      <div className="actions">
        <a className="button" href={reproofUrl(currentPath(), level)}>
          {t.account.proof.action}
        </a>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            reportProofNeeded(null);
          }}
        >
          {t.account.proof.later}
        </button>
      </div>
    </div>
  );
}
