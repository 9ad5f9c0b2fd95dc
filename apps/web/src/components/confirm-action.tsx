'use client';

import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { useSingleFlight } from '../lib/use-single-flight';
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
  /**
   * Does the action. When it returns a promise, the question closes once it resolves (for
   * an action that leaves the button in place, such as replacing a secret); a rejection
   * keeps it open beside `error`.
   */
  onConfirm: () => unknown;
  /** The first button's look: "secondary" unless told ("link" in a message). */
  buttonClassName?: string;
  /** The first button can be disabled too, e.g. while a neighbouring action runs. */
  disabled?: boolean;
  className?: string;
};

/**
 * A button for what cannot be undone (deleting a passkey, removing a member, making a box
 * public): a first click only asks, with the confirming button focused and a way back
 * (Cancel or Escape) that returns the focus to the first button. The one confirmation of
 * the pages: none uses the browser's confirm().
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const { action, label, question, details, busy, error, onConfirm, className } = props;
  const { buttonClassName = 'secondary', disabled = false } = props;
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  // A double click on the confirming button confirms once (for an action that answers
  // with its promise; `busy` covers the others once it is set).
  const flight = useSingleFlight();
  const trigger = useRef<HTMLButtonElement>(null);
  // Set when the question closes: the first button takes the focus back, where it was,
  // instead of leaving it on the page's body. Only from the body: an action that removed
  // what it acted on (a deleted message) has already moved the focus on, and keeps it there.
  const refocus = useRef(false);
  useEffect(() => {
    if (confirming || !refocus.current) return;
    refocus.current = false;
    const { activeElement } = document;
    if (activeElement === null || activeElement === document.body) trigger.current?.focus();
  }, [confirming]);

  function close(): void {
    refocus.current = true;
    setConfirming(false);
  }

  if (!confirming) {
    return (
      <button
        ref={trigger}
        type="button"
        className={buttonClassName}
        aria-label={label}
        disabled={disabled}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {action}
      </button>
    );
  }
  return (
    <div
      className={className ? `confirm ${className}` : 'confirm'}
      role="group"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        close();
      }}
    >
      <p>{question}</p>
      {details?.map((detail) => (
        <p key={detail}>{detail}</p>
      ))}
      <LiveMessage tone="error">{error}</LiveMessage>
      <div className="actions">
        <button
          type="button"
          className="danger"
          autoFocus
          disabled={busy || flight.busy}
          onClick={() => {
            void flight.run(async () => {
              const done = onConfirm();
              if (!(done instanceof Promise)) return;
              // A failure is shown through `error`, with the question still open beside it.
              if (
                await done.then(
                  () => true,
                  () => false,
                )
              )
                close();
            });
          }}
        >
          {action}
        </button>
        <button type="button" className="secondary" onClick={close}>
          {t.common.cancel}
        </button>
      </div>
    </div>
  );
}
