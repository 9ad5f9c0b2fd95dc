'use client';

import { useState, type InputHTMLAttributes } from 'react';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import type { Amr } from '../../lib/amr';
import { isCompleteCode } from '../../lib/one-time-code-input';
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
  /**
   * A 6-digit code (emailed or from the app): sent as soon as its sixth digit is typed, which
   * the hint says (a change of context the person is told of first). The button stays, for a
   * code corrected in place; the single flight makes a click meanwhile harmless.
   */
  submitsWhenComplete?: boolean;
  /** Turns what was typed into the step's metadata (may hash it first). */
  toMetadata: (typed: string) => unknown;
  perform: (metadata: unknown) => Promise<void>;
};

/** The metadata of the methods performed with a 6-digit code (docs/authentication.md). */
export function codeMetadata(typed: string): { code: string } {
  return { code: typed.trim() };
}

/** A step performed with one typed secret: emailed code, password, TOTP or recovery code. */
export function SecretStepForm(props: SecretStepFormProps) {
  const { method, label, input, submitLabel, busyLabel, username, toMetadata, perform } = props;
  const { t } = useI18n();
  const [typed, setTyped] = useState('');
  const submit = useSubmit((error) => stepErrorMessage(error, method, t));
  const send = async (value: string) => {
    await perform(await toMetadata(value));
  };
  const hint = props.submitsWhenComplete
    ? [props.hint, t.login.codeSentWhenComplete].filter(Boolean).join(' ')
    : props.hint;
  return (
    <SubmitForm
      noValidate
      submit={submit}
      action={() => send(typed)}
      submitLabel={submit.busy ? (busyLabel ?? submitLabel) : submitLabel}
      disabled={submit.waitSeconds > 0}
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
        onValueChange={(value) => {
          setTyped(value);
          // Not during a 429's wait, when the button is disabled too.
          if (props.submitsWhenComplete && isCompleteCode(value) && submit.waitSeconds === 0) {
            void submit.run(() => send(value));
          }
        }}
        required
        autoFocus
        {...submit.field}
        {...input}
      />
    </SubmitForm>
  );
}
