'use client';

import { isCryptoError } from '@coffer/crypto';
import { useState } from 'react';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { PasskeyWithoutPrf } from '../../lib/key-storage/passkey-prf';
import type { KeyStorageState } from '../../lib/key-storage/use-key-storage';
import { useSubmit } from '../../lib/use-submit';

/**
 * Asks for what opens the key storage on this device: the password, a passkey, or the
 * recovery key, whichever the account has (docs/key-model.md#unlockers).
 */
export function UnlockForm({ keys }: { keys: KeyStorageState }) {
  const { t } = useI18n();
  const kinds = new Set(keys.storage.data?.unlockers.map((unlocker) => unlocker.kind));
  const [password, setPassword] = useState('');
  const [recoveryKey, setRecoveryKey] = useState('');
  const [useRecovery, setUseRecovery] = useState(!kinds.has('password'));
  const submit = useSubmit((error) => unlockErrorMessage(error, t));
  return (
    <div role="region" aria-labelledby="unlock-keys-title" className="unlock-keys">
      <h2 id="unlock-keys-title">{t.keys.unlock.heading}</h2>
      <p>{t.keys.unlock.intro}</p>
      {kinds.has('passkey') ? (
        <p>
          <button
            type="button"
            disabled={submit.busy}
            onClick={() => {
              void submit.run(() => keys.unlock({ kind: 'passkey' }));
            }}
          >
            {t.keys.unlock.withPasskey}
          </button>
        </p>
      ) : null}
      {kinds.has('password') && !useRecovery ? (
        <SubmitForm
          submit={submit}
          submitLabel={submit.busy ? t.keys.unlock.working : t.keys.unlock.submit}
          action={async () => {
            await keys.unlock({ kind: 'password', password });
            setPassword('');
          }}
        >
          <TextField
            label={t.keys.unlock.passwordLabel}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
            {...submit.field}
          />
        </SubmitForm>
      ) : null}
      {kinds.has('recovery') && useRecovery ? (
        <SubmitForm
          submit={submit}
          submitLabel={submit.busy ? t.keys.unlock.working : t.keys.unlock.recoverySubmit}
          action={async () => {
            await keys.unlock({ kind: 'recovery', recoveryKey });
            setRecoveryKey('');
          }}
        >
          <TextField
            label={t.keys.unlock.recoveryLabel}
            autoComplete="off"
            spellCheck={false}
            required
            value={recoveryKey}
            onValueChange={setRecoveryKey}
            {...submit.field}
          />
        </SubmitForm>
      ) : null}
      {kinds.has('recovery') && !useRecovery ? (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            setUseRecovery(true);
          }}
        >
          {t.keys.unlock.withRecovery}
        </button>
      ) : null}
    </div>
  );
}

function unlockErrorMessage(error: unknown, t: Dictionary): string {
  if (error instanceof PasskeyWithoutPrf || error instanceof DOMException) {
    return t.keys.unlock.passkeyFailed;
  }
  // A wrong password or recovery key fails to unseal (or to parse): one answer for both.
  if (isCryptoError(error)) return t.keys.unlock.wrong;
  return describeApiError(error, t);
}
