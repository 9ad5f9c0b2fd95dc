'use client';

import { createPasswordParams, prehashPassword, type PasswordPrehash } from '@coffer/crypto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/i18n-provider';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import { raiseAcrUrl } from '../../lib/navigation';
import type { Session } from '../../lib/trpc/procedure-types';
import { useTRPC, useTRPCClient } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';

const MIN_PASSWORD_LENGTH = 10;

/** How long after an emailed-code sign-in the password may be changed (docs/authentication.md). */
const CHANGE_WINDOW_MS = 10 * 60 * 1000;

/**
 * An identity without account gets one by choosing a password (docs/authentication.md); an account
 * changes its password after a recent sign-in with an emailed code. The account id shows
 * only at level 2, so the change needs that level too.
 */
export function PasswordSection({ session }: { session: Session }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const api = useTRPCClient();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t.account.password.heading}</h2>
      <LiveMessage tone="success">{saved}</LiveMessage>
      {!session.has_account ? (
        <NewPasswordForm
          intro={t.account.password.intro}
          submitLabel={t.account.password.submit}
          save={(prehashed) =>
            api.accounts.attachAccount.mutate({
              id: session.identity_id,
              prehashed_password: prehashed,
            })
          }
          onSaved={() => {
            setSaved(t.account.password.created);
            // The session now has an account: the page shows what it offers.
            void queryClient.invalidateQueries({ queryKey: trpc.auth.getSession.queryKey() });
          }}
        />
      ) : session.account_id !== null && mayChangePassword(session) ? (
        <NewPasswordForm
          intro={t.account.password.changeIntro}
          submitLabel={t.account.password.changeSubmit}
          save={(prehashed) =>
            api.accounts.resetPassword.mutate({
              id: session.account_id ?? '',
              prehashed_password: prehashed,
            })
          }
          onSaved={() => {
            setSaved(t.account.password.changed);
          }}
        />
      ) : (
        <>
          <p>{t.account.password.hasPassword}</p>
          <p className="muted">{t.account.password.changeHow}</p>
          <a className="button secondary" href={raiseAcrUrl('/account', 2)}>
            {t.account.password.changeSignIn}
          </a>
        </>
      )}
    </section>
  );
}

function mayChangePassword(session: Session): boolean {
  return (
    session.amr.includes('identity:emailed_code') &&
    Date.now() - Date.parse(session.auth_time) < CHANGE_WINDOW_MS
  );
}

class PasswordProblem extends Error {}

/** A new password, typed twice and hashed here with fresh parameters before `save`. */
function NewPasswordForm({
  intro,
  submitLabel,
  save,
  onSaved,
}: {
  intro: string;
  submitLabel: string;
  save: (prehashed: PasswordPrehash) => Promise<unknown>;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const submit = useSubmit((error) => passwordErrorMessage(error, t));
  return (
    <SubmitForm
      noValidate
      submit={submit}
      action={async () => {
        if (password.length < MIN_PASSWORD_LENGTH) {
          throw new PasswordProblem(t.account.password.tooShort);
        }
        if (password !== confirmation) throw new PasswordProblem(t.account.password.mismatch);
        // New random salt and the default Argon2id cost; the server keeps these parameters.
        await save(await prehashPassword(password, createPasswordParams()));
        setPassword('');
        setConfirmation('');
        onSaved();
      }}
      submitLabel={submit.busy ? t.account.password.working : submitLabel}
    >
      <p>{intro}</p>
      <TextField
        label={t.account.password.newLabel}
        hint={t.account.password.newHint}
        type="password"
        autoComplete="new-password"
        minLength={MIN_PASSWORD_LENGTH}
        required
        value={password}
        onValueChange={setPassword}
        {...submit.field}
      />
      <TextField
        label={t.account.password.confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onValueChange={setConfirmation}
        {...submit.field}
      />
    </SubmitForm>
  );
}

function passwordErrorMessage(error: unknown, t: Dictionary): string {
  if (error instanceof PasswordProblem) return error.message;
  if (error instanceof ApiError && error.status === 409) return t.account.password.conflict;
  if (error instanceof ApiError && error.detail('accesstoken') === 'expired') {
    return t.account.password.changeExpired;
  }
  return describeApiError(error, t);
}
