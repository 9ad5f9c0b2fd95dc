'use client';

import { useRef } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import type { Amr } from '../../lib/amr';
import { SecretStepForm } from './secret-step-form';
import type { KeepPasswordUnlocker } from './use-login-flow';

type PasswordStepProps = {
  email: string;
  prepare: (method: Amr) => Promise<unknown>;
  perform: (metadata: unknown, keepUnlocker?: KeepPasswordUnlocker) => Promise<void>;
};

/**
 * The password never leaves the page: it is hashed here with the account's Argon2id
 * parameters (asked for at each try, as docs/authentication.md prepares the method), and the server
 * receives only the hash. Once it is proved, the same password remakes the key storage's
 * password KEK here, so that the page the sign-in returns to opens the keys without asking
 * for it again (docs/key-model.md#what-the-pages-do).
 */
export function PasswordStep({ email, prepare, perform }: PasswordStepProps) {
  const { t } = useI18n();
  // The password of the try being sent: its hash goes to the server, the password itself
  // only into the KEK.
  const tried = useRef('');
  return (
    <SecretStepForm
      method="identity:prehashed_password"
      label={t.login.password.label}
      input={{ type: 'password', autoComplete: 'current-password' }}
      submitLabel={t.login.password.submit}
      busyLabel={t.login.password.checking}
      username={email}
      toMetadata={async (typed) => {
        tried.current = typed;
        // Loaded on submit, not with the page: Argon2id's WebAssembly is most of its weight.
        const [metadata, { parsePasswordParams, prehashPassword }] = await Promise.all([
          prepare('identity:prehashed_password') as Promise<{ params: unknown }>,
          import('@coffer/crypto'),
        ]);
        return prehashPassword(typed, parsePasswordParams(metadata.params));
      }}
      perform={async (metadata) => {
        const password = tried.current;
        tried.current = '';
        await perform(metadata, async (unlocker) => {
          const { keepSignInPasswordKek } = await import('../../lib/key-storage/sign-in-kek');
          await keepSignInPasswordKek(unlocker, password);
        });
      }}
    />
  );
}
