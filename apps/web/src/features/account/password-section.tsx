'use client';

import { createPasswordParams, prehashPassword } from '@coffer/crypto';
import { useId, useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/i18n-provider';
import { ApiError } from '../../lib/api/api-error';
import { apiFetch } from '../../lib/api/api-fetch';
import type { SessionInfo } from '../../lib/api/api-types';
import { describeApiError } from '../../lib/describe-api-error';
import { useSubmit } from '../../lib/use-submit';

const MIN_PASSWORD_LENGTH = 10;

type PasswordSectionProps = { session: SessionInfo; onCreated: () => void };

/** An identity without account gets one by choosing a password (contract §6). */
export function PasswordSection({ session, onCreated }: PasswordSectionProps) {
  const { t } = useI18n();
  const [created, setCreated] = useState(false);
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t.account.password.heading}</h2>
      <LiveMessage tone="success">{created ? t.account.password.created : null}</LiveMessage>
      {session.has_account ? (
        <p>{t.account.password.hasPassword}</p>
      ) : (
        <CreatePasswordForm
          identityId={session.identity_id}
          onCreated={() => {
            setCreated(true);
            onCreated();
          }}
        />
      )}
    </section>
  );
}

class PasswordProblem extends Error {}

function CreatePasswordForm({
  identityId,
  onCreated,
}: {
  identityId: string;
  onCreated: () => void;
}) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const submit = useSubmit((error) => passwordErrorMessage(error, t));
  const errorId = useId();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run(async () => {
          if (password.length < MIN_PASSWORD_LENGTH) {
            throw new PasswordProblem(t.account.password.tooShort);
          }
          if (password !== confirmation) throw new PasswordProblem(t.account.password.mismatch);
          // New random salt and the default Argon2id cost; the server keeps these parameters.
          const prehashed = await prehashPassword(password, createPasswordParams());
          await apiFetch<{ account_id: string }>(
            `/identities/${encodeURIComponent(identityId)}/account`,
            { method: 'POST', body: { prehashed_password: prehashed }, session: true },
          );
          onCreated();
        });
      }}
    >
      <p>{t.account.password.intro}</p>
      <TextField
        label={t.account.password.newLabel}
        hint={t.account.password.newHint}
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
        }}
        invalid={submit.error !== null}
        errorId={errorId}
      />
      <TextField
        label={t.account.password.confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => {
          setConfirmation(event.target.value);
        }}
        invalid={submit.error !== null}
        errorId={errorId}
      />
      <LiveMessage tone="error" id={errorId}>
        {submit.error}
      </LiveMessage>
      <button type="submit" disabled={submit.busy}>
        {submit.busy ? t.account.password.working : t.account.password.submit}
      </button>
    </form>
  );
}

function passwordErrorMessage(error: unknown, t: Dictionary): string {
  if (error instanceof PasswordProblem) return error.message;
  if (error instanceof ApiError && error.status === 409) return t.account.password.conflict;
  return describeApiError(error, t);
}
