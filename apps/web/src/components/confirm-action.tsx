'use client';

import { useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { LiveMessage } from './live-message';

type ConfirmActionProps = {
  /** The button's text, on both steps ("Delete"). */
  action: string;
  /** Names the action and its object for assistive technology ("Delete passkey Laptop"). */
  label: string;
  question: string;
  /** What the action means, when the question alone does not say it (one paragraph each). */
  details?: string[];
  busy: boolean;
  /** Why the last try failed, if it did. */
  error: string | null;
  onConfirm: () => void;
  className?: string;
};

/**
 * A button for what cannot be undone (deleting a passkey, removing a member, making a box
 * public): a first click only asks, with the confirming button focused and a way back.
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const { action, label, question, details, busy, error, onConfirm, className } = props;
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button
        type="button"
        className="secondary"
        aria-label={label}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {action}
      </button>
    );
  }
  return (
    <div className={className ? `confirm ${className}` : 'confirm'} role="group" aria-label={label}>
      <p>{question}</p>
      {details?.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
      <LiveMessage tone="error">{error}</LiveMessage>
      <div className="actions">
        <button type="button" className="danger" autoFocus disabled={busy} onClick={onConfirm}>
          {action}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setConfirming(false);
          }}
        >
          {t.common.cancel}
        </button>
      </div>
    </div>
  );
}
