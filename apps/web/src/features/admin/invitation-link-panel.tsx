'use client';

import { useId, useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/use-i18n';
import { copyToClipboard, type CopyOutcome } from '../../lib/copy-to-clipboard';

/** The new box's invitation link, shown this once in full, with a copy button. */
export function InvitationLinkPanel({
  boxId,
  title,
  link,
  autoInvited,
  onDone,
}: {
  boxId: string;
  title: string;
  link: string;
  /** The person has keys and was invited automatically: the link is only a fallback. */
  autoInvited: boolean;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const texts = t.admin.createBox;
  const [copy, setCopy] = useState<CopyOutcome | null>(null);
  const linkId = useId();
  const warningId = useId();
  return (
    <div className="admin-invitation" role="region" aria-labelledby={`${linkId}-heading`}>
      <LiveMessage tone="success">{texts.created(title)}</LiveMessage>
      {autoInvited ? <p>{texts.autoInvited}</p> : null}
      <h3 id={`${linkId}-heading`}>{texts.linkHeading}</h3>
      <p id={warningId} className="admin-warning">
        {texts.linkWarning}
      </p>
      <label htmlFor={linkId}>{texts.linkLabel}</label>
      <textarea
        id={linkId}
        className="admin-link"
        readOnly
        autoFocus
        rows={3}
        value={link}
        aria-describedby={warningId}
        data-testid="invitation-link"
        onFocus={(event) => {
          event.currentTarget.select();
        }}
      />
      <FormFeedback
        error={copy === 'failed' ? texts.copyFailed : null}
        news={copy === 'copied' ? texts.copied : null}
      />
      <div className="actions">
        <button
          type="button"
          onClick={() => {
            void copyToClipboard(link).then(setCopy);
          }}
        >
          {texts.copy}
        </button>
        <a className="button admin-secondary-link" href={`/boxes/${boxId}`}>
          {texts.openBox}
        </a>
        <button type="button" className="secondary" onClick={onDone}>
          {texts.done}
        </button>
      </div>
    </div>
  );
}
