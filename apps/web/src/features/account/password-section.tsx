'use client';

import { createPasswordParams, prehashPassword, type PasswordPrehash } from '@coffer/crypto';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { thisBrowserName } from '../../lib/this-browser-name';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import { raiseAcrUrl } from '../../lib/navigation';
import type { Session } from '../../lib/trpc/procedure-types';
import { useFlow } from '../../lib/trpc/flow';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';
import { sealPasswordUnlocker } from '../../lib/key-storage/seal-unlocker';
import { setUpKeyStorage } from '../../lib/key-storage/set-up-key-storage';
import { passwordChangePlan } from '../../lib/key-storage/password-change-plan';
import { useConfirmRecoveryKeySaved } from '../../lib/key-storage/confirm-recovery-key-saved';
import { useKeyStorage } from '../../lib/key-storage/use-key-storage';
import { RecoveryKeyPanel } from '../keys/recovery-key-panel';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

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
  const flow = useFlow();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<string | null>(null);
  const texts = t.account.password;
  return (
    <section className="card" aria-labelledby="password-title">
      <h2 id="password-title">{t.account.password.heading}</h2>
      <LiveMessage tone="success">{saved}</LiveMessage>
      {!session.has_account ? (
        <NewPasswordForm
          intro={t.account.password.intro}
          submitLabel={t.account.password.submit}
          save={(prehashed) =>
            flow.write(flow.trpc.accounts.attachAccount.mutationOptions(), {
              id: session.identity_id,
              prehashed_password: prehashed,
            })
          }
          onSaved={() => {
            setSaved(t.account.password.created);
            // The session now has an account: the page shows what it offers.
            void refreshAfterWrite(queryClient, { queryKey: trpc.auth.getSession.queryKey() });
          }}
        />
      ) : session.account_id !== null && mayChangePassword(session) ? (
        <ChangePasswordForm
          identityId={session.identity_id}
          accountId={session.account_id}
          first={!session.has_password}
          onSaved={() => {
            // An account made with a passkey sets its first password here: it is not "changed".
            setSaved(session.has_password ? texts.changed : texts.created);
            void refreshAfterWrite(queryClient, { queryKey: trpc.auth.getSession.queryKey() });
          }}
        />
      ) : (
        <>
          <p>{session.has_password ? texts.hasPassword : texts.noPassword}</p>
          <p className="muted">{session.has_password ? texts.changeHow : texts.firstHow}</p>
          <a className="button secondary" href={raiseAcrUrl('/account', 2)}>
            {session.has_password ? texts.changeSignIn : texts.firstSignIn}
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

/**
 * The password change after an emailed-code sign-in, and the key storage with it
 * (docs/key-model.md#reset): unlocked here, its password unlocker is sealed again under the
 * new password in the same request; locked, the new password cannot open it, and when
 * nothing else does, the page says which boxes will need their links, then starts new keys.
 */
function ChangePasswordForm({
  identityId,
  accountId,
  first,
  onSaved,
}: {
  identityId: string;
  accountId: string;
  /** The account has no password yet (made with a passkey): this sets its first one. */
  first: boolean;
  onSaved: () => void;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const flow = useFlow();
  const queryClient = useQueryClient();
  const keys = useKeyStorage(identityId);
  const boxEntries = useQuery({
    ...trpc.keyStorage.listStorageEntries.queryOptions({ id: identityId, kind: 'box_key' }),
    enabled: keys.isSetUp,
  });
  const [recoveryKey, setRecoveryKey] = useState<string | null>(null);
  const confirmSaved = useConfirmRecoveryKeySaved(identityId);
  const plan = passwordChangePlan(keys);
  if (recoveryKey !== null) {
    return (
      <RecoveryKeyPanel
        recoveryKey={recoveryKey}
        intro={t.keys.passwordChange.recoveryAfterReset}
        hasPassword
        onSaved={async () => {
          await confirmSaved();
          setRecoveryKey(null);
        }}
      />
    );
  }
  return (
    <>
      {plan === 'drop-password' ? (
        <p className="message message-info">{t.keys.passwordChange.locked}</p>
      ) : null}
      {plan === 'start-over' ? (
        <p className="message message-info">
          {t.keys.passwordChange.lose(boxEntries.data?.length ?? 0)}
        </p>
      ) : null}
      <NewPasswordForm
        intro={first ? t.account.password.firstIntro : t.account.password.changeIntro}
        submitLabel={
          plan === 'start-over'
            ? t.keys.passwordChange.confirmLose
            : first
              ? t.account.password.firstSubmit
              : t.account.password.changeSubmit
        }
        save={async (prehashed, password) => {
          const unlocked = keys.unlocked;
          if (plan === 'reseal' && unlocked !== null) {
            const { id, kek_params, nonce, wrapped_root_key } = await sealPasswordUnlocker(
              unlocked.rootKey,
              { accountId: unlocked.accountId, unlockerId: crypto.randomUUID() },
              password,
              t.keys.setUp.passwordName,
            );
            await flow.write(flow.trpc.accounts.resetPassword.mutationOptions(), {
              id: accountId,
              prehashed_password: prehashed,
              unlocker: { id, kek_params, nonce, wrapped_root_key },
            });
          } else {
            await flow.write(flow.trpc.accounts.resetPassword.mutationOptions(), {
              id: accountId,
              prehashed_password: prehashed,
            });
          }
          if (plan === 'start-over') {
            await flow.write(flow.trpc.keyStorage.resetKeyStorage.mutationOptions(), {
              id: identityId,
              user_confirmation: 'reset',
            });
            setRecoveryKey(
              await setUpKeyStorage({
                flow,
                identityId,
                accountId,
                first: { kind: 'password', password },
                names: {
                  first: t.keys.setUp.passwordName,
                  device: thisBrowserName(t),
                  recovery: t.keys.setUp.recoveryName,
                },
              }),
            );
          }
          await refreshAfterWrite(queryClient, trpc.keyStorage.getKeyStorage.pathFilter());
        }}
        onSaved={onSaved}
      />
    </>
  );
}

/** A new password, typed twice and hashed here with fresh parameters before `save`. */
function NewPasswordForm({
  intro,
  submitLabel,
  save,
  onSaved,
}: {
  intro: string;
  submitLabel: string;
  save: (prehashed: PasswordPrehash, password: string) => Promise<unknown>;
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
        await save(await prehashPassword(password, createPasswordParams()), password);
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
