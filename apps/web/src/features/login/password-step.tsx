'use client';

import { useI18n } from '../../i18n/use-i18n';
import type { Amr } from '../../lib/amr';
import { SecretStepForm } from './secret-step-form';

type PasswordStepProps = {
  email: string;
  prepare: (method: Amr) => Promise<unknown>;
  perform: (metadata: unknown) => Promise<void>;
};

/**
 * The password never leaves the page: it is hashed here with the account's Argon2id
 * parameters (asked for at each try, as docs/authentication.md prepares the method), and the server
 * receives only the hash.
 */
export function PasswordStep({ email, prepare, perform }: PasswordStepProps) {
  const { t } = useI18n();
  return (
    <SecretStepForm
      method="identity:prehashed_password"
      label={t.login.password.label}
      input={{ type: 'password', autoComplete: 'current-password' }}
      submitLabel={t.login.password.submit}
      busyLabel={t.login.password.checking}
      username={email}
      toMetadata={async (typed) => {
        // Loaded on submit, not with the page: Argon2id's WebAssembly is most of its weight.
        const [metadata, { parsePasswordParams, prehashPassword }] = await Promise.all([
          prepare('identity:prehashed_password') as Promise<{ params: unknown }>,
          import('@coffer/crypto'),
        ]);
        return prehashPassword(typed, parsePasswordParams(metadata.params));
      }}
      perform={perform}
    />
  );
}
