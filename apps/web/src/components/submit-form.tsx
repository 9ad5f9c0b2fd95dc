import type { FormHTMLAttributes, ReactNode } from 'react';
import type { Submit } from '../lib/use-submit';
import { LiveMessage } from './live-message';

type SubmitFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> & {
  submit: Submit;
  /** What submitting does; its failure is shown through `submit`. */
  action: () => Promise<void>;
  submitLabel: string;
  /** Besides while busy, e.g. during a 429's wait or before the form can work. */
  disabled?: boolean;
  /** Shown instead of the submission's own failure (a check made in the page). */
  error?: string | null;
  /** Buttons beside the submit button, such as Cancel. */
  otherActions?: ReactNode;
};

/**
 * A form run through useSubmit: its fields (children), the failure in an alert the fields
 * point to (`submit.field`), and the submit button, disabled while the submission runs.
 */
export function SubmitForm({
  submit,
  action,
  submitLabel,
  disabled = false,
  error = submit.error,
  otherActions,
  children,
  ...form
}: SubmitFormProps) {
  const button = (
    <button type="submit" disabled={submit.busy || disabled}>
      {submitLabel}
    </button>
  );
  return (
    <form
      {...form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run(action);
      }}
    >
      {children}
      <LiveMessage tone="error" id={submit.errorId}>
        {error}
      </LiveMessage>
      {otherActions ? (
        <div className="actions">
          {button}
          {otherActions}
        </div>
      ) : (
        button
      )}
    </form>
  );
}
