'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { thisBrowserName } from '../../lib/this-browser-name';
import { describeApiError } from '../../lib/describe-api-error';
import { evaluatePasskeyPrf, PasskeyWithoutPrf } from '../../lib/key-storage/passkey-prf';
import type { PersonalSecret } from '../../lib/key-storage/seal-unlocker';
import { setUpKeyStorage } from '../../lib/key-storage/set-up-key-storage';
import type { Session } from '../../lib/trpc/procedure-types';
import { useFlow } from '../../lib/trpc/flow';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/**
 * The key storage's set-up (docs/key-model.md): with the account's password, or with a
 * passkey whose authenticator gives PRF results (which also makes the account of an identity
 * that has none). Answers the recovery key to show once.
 */
export function SetUpKeyStorageForm({
  session,
  onSetUp,
}: {
  session: Session;
  onSetUp: (recoveryKey: string) => void;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const flow = useFlow();
  const queryClient = useQueryClient();
  const passkeys = useQuery(
    trpc.webauthnCredentials.listWebauthnCredentials.queryOptions({
      identity_id: session.identity_id,
    }),
  );
  const [password, setPassword] = useState('');
  const submit = useSubmit((error) => setUpErrorMessage(error, t));
  const setUp = async (first: PersonalSecret, firstName: string) => {
    const recoveryKey = await setUpKeyStorage({
      flow,
      identityId: session.identity_id,
      accountId: session.account_id,
      first,
      names: {
        first: firstName,
        device: thisBrowserName(t),
        recovery: t.keys.setUp.recoveryName,
      },
    });
    await refreshAfterWrite(queryClient, trpc.keyStorage.getKeyStorage.pathFilter());
    await refreshAfterWrite(queryClient, trpc.auth.getSession.pathFilter());
    onSetUp(recoveryKey);
  };
  const credentialIds = passkeys.data?.map((credential) => credential.id) ?? [];
  return (
    <div>
      <p>{t.keys.setUp.intro}</p>
      {session.has_account ? (
        <SubmitForm
          submit={submit}
          submitLabel={submit.busy ? t.keys.setUp.working : t.keys.setUp.withPassword}
          action={async () => {
            await setUp({ kind: 'password', password }, t.keys.setUp.passwordName);
            setPassword('');
          }}
        >
          <TextField
            label={t.keys.setUp.passwordLabel}
            hint={t.keys.setUp.passwordHint}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onValueChange={setPassword}
            {...submit.field}
          />
        </SubmitForm>
      ) : null}
      {credentialIds.length > 0 ? (
        <div>
          <p className="muted">{t.keys.setUp.passkeyHint}</p>
          <button
            type="button"
            className={session.has_account ? 'secondary' : undefined}
            disabled={submit.busy}
            onClick={() => {
              void submit.run(async () => {
                const { credentialId, prfOutput } = await evaluatePasskeyPrf(credentialIds);
                const name =
                  passkeys.data?.find((credential) => credential.id === credentialId)?.name ??
                  t.keys.setUp.passkeyName;
                await setUp({ kind: 'passkey', credentialId, prfOutput }, name);
              });
            }}
          >
            {t.keys.setUp.withPasskey}
          </button>
          {session.has_account ? null : <LiveMessage tone="error">{submit.error}</LiveMessage>}
        </div>
      ) : null}
      {!session.has_account && credentialIds.length === 0 && passkeys.isSuccess ? (
        <p className="muted">{t.keys.setUp.needMethod}</p>
      ) : null}
    </div>
  );
}

function setUpErrorMessage(error: unknown, t: Dictionary): string {
  if (error instanceof PasskeyWithoutPrf || error instanceof DOMException)
    return t.keys.setUp.noPrf;
  return describeApiError(error, t);
}
