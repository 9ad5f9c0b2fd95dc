'use client';

import { useId, useState, type InputHTMLAttributes } from 'react';
import { LiveMessage } from '../../components/live-message';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/i18n-provider';
import type { Amr } from '../../lib/amr';
import { useSubmit } from '../../lib/use-submit';
import { stepErrorMessage } from './step-error-message';

type SecretStepFormProps = {
  method: Amr;
  label: string;
  hint?: string;
  input: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'>;
  submitLabel: string;
  busyLabel?: string;
  /** The account the secret belongs to, for password managers (never shown). */
  username?: string;
  /** Turns what was typed into the step's metadata (may hash it first). */
  toMetadata: (typed: string) => unknown;
  perform: (metadata: unknown) => Promise<void>;
};

/** A step performed with one typed secret: emailed code, password, TOTP or recovery code. */
export function SecretStepForm(props: SecretStepFormProps) {
  const { method, label, hint, input, submitLabel, busyLabel, username, toMetadata, perform } =
    props;
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const submit = useSubmit((error) => stepErrorMessage(error, method, t));
  const errorId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run(async () => {
          await perform(await toMetadata(typed));
        });
      }}
    >
      {username !== undefined ? (
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={username}
          readOnly
          hidden
        />
      ) : null}
      <TextField
        label={label}
        hint={hint}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
        }}
        required
        autoFocus
        invalid={submit.error !== null}
        errorId={errorId}
        {...input}
      />
      <LiveMessage tone="error" id={errorId}>
        {submit.error}
      </LiveMessage>
      <button type="submit" disabled={submit.busy || submit.waitSeconds > 0}>
        {submit.busy ? (busyLabel ?? submitLabel) : submitLabel}
      </button>
    </form>
  );
}
