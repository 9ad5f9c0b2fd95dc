'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmAction } from '../../components/confirm-action';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import {
  recallDeviceUnlocker,
  rememberDeviceUnlocker,
} from '../../lib/key-storage/device-unlocker-store';
import { evaluatePasskeyPrf, PasskeyWithoutPrf } from '../../lib/key-storage/passkey-prf';
import {
  sealDeviceUnlocker,
  sealPersonalUnlocker,
  sealRecoveryUnlocker,
} from '../../lib/key-storage/seal-unlocker';
import type { KeyStorage } from '../../lib/key-storage/unlock-key-storage';
import type { UnlockedStorage } from '../../lib/key-storage/unlocked-storage';
import { thisBrowserName } from '../../lib/this-browser-name';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import { localQueryKeys } from '../../lib/local-query-keys';

/**
 * Adds what opens the unlocked storage (docs/key-model.md#unlockers): this device, a passkey
 * that has no unlocker yet, or a new recovery key that replaces the old one.
 */
export function AddUnlockerControls({
  unlocked,
  storage,
  onRecoveryKey,
}: {
  unlocked: UnlockedStorage;
  storage: KeyStorage;
  onRecoveryKey: (recoveryKey: string) => void;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const updateUnlocker = useMutation(trpc.keyStorage.updateUnlocker.mutationOptions());
  const addUnlocker = useMutation(trpc.keyStorage.addUnlocker.mutationOptions());
  const queryClient = useQueryClient();
  const { identityId, accountId, rootKey } = unlocked;
  const [deviceName, setDeviceName] = useState(() => thisBrowserName(t));
  const [news, setNews] = useState<string | null>(null);
  const submit = useSubmit((error) => addErrorMessage(error, t));
  const device = useQuery({
    queryKey: localQueryKeys.deviceUnlocker(identityId),
    queryFn: () => recallDeviceUnlocker(identityId),
  });
  const passkeys = useQuery(
    trpc.webauthnCredentials.listWebauthnCredentials.queryOptions({ identity_id: identityId }),
  );
  const ids = () => ({ accountId, unlockerId: crypto.randomUUID() });
  const refresh = () => refreshAfterWrite(queryClient, trpc.keyStorage.getKeyStorage.pathFilter());
  const hasThisDevice = storage.unlockers.some(
    (unlocker) => unlocker.id === device.data?.unlockerId,
  );
  const withUnlocker = new Set(
    storage.unlockers.flatMap((unlocker) =>
      'credential_id' in unlocker.kek_params ? [unlocker.kek_params.credential_id] : [],
    ),
  );
  const recovery = storage.unlockers.find((unlocker) => unlocker.kind === 'recovery');
  // The same slot when there is one: its id is sealed in, the old key stops opening it.
  const makeRecoveryKey = () =>
    submit.run(async () => {
      const unlockerIds = recovery ? { accountId, unlockerId: recovery.id } : ids();
      const { unlocker, recoveryKey } = await sealRecoveryUnlocker(
        rootKey,
        unlockerIds,
        t.keys.setUp.recoveryName,
      );
      if (recovery) {
        const { kek_params, nonce, wrapped_root_key } = unlocker;
        await updateUnlocker.mutateAsync({
          id: identityId,
          unlocker_id: recovery.id,
          kek_params,
          nonce,
          wrapped_root_key,
        });
      } else {
        await addUnlocker.mutateAsync({ id: identityId, unlocker });
      }
      onRecoveryKey(recoveryKey);
      await refresh();
    });
  return (
    <div className="admin-block">
      <LiveMessage tone="success">{news}</LiveMessage>
      {device.isSuccess && !hasThisDevice ? (
        <SubmitForm
          submit={submit}
          submitLabel={t.keys.add.device}
          action={async () => {
            const { unlocker, deviceKek } = await sealDeviceUnlocker(rootKey, ids(), deviceName);
            await addUnlocker.mutateAsync({ id: identityId, unlocker });
            await rememberDeviceUnlocker(identityId, {
              accountId,
              unlockerId: unlocker.id,
              kek: deviceKek,
            });
            setDeviceName(thisBrowserName(t));
            setNews(t.keys.add.deviceAdded);
            await refreshAfterWrite(queryClient, {
              queryKey: localQueryKeys.deviceUnlocker(identityId),
            });
            await refresh();
          }}
        >
          <TextField
            label={t.keys.add.deviceLabel}
            hint={t.keys.add.deviceHint}
            required
            maxLength={100}
            autoComplete="off"
            value={deviceName}
            onValueChange={setDeviceName}
            {...submit.field}
          />
        </SubmitForm>
      ) : null}
      <div className="actions">
        {passkeys.data
          ?.filter((credential) => !withUnlocker.has(credential.id))
          .map((credential) => (
            <button
              key={credential.id}
              type="button"
              className="secondary"
              disabled={submit.busy}
              onClick={() => {
                void submit.run(async () => {
                  const { prfOutput } = await evaluatePasskeyPrf([credential.id]);
                  const unlocker = await sealPersonalUnlocker(
                    rootKey,
                    ids(),
                    { kind: 'passkey', credentialId: credential.id, prfOutput },
                    credential.name,
                  );
                  await addUnlocker.mutateAsync({ id: identityId, unlocker });
                  setNews(t.keys.add.passkeyAdded(credential.name));
                  await refresh();
                });
              }}
            >
              {t.keys.add.passkey(credential.name)}
            </button>
          ))}
        {recovery ? (
          // Replacing the recovery key kills the old one: asked first, as every such action.
          <ConfirmAction
            action={t.keys.add.recovery}
            label={t.keys.add.recovery}
            question={t.keys.add.confirmRecovery}
            busy={submit.busy}
            disabled={submit.busy}
            error={null}
            onConfirm={makeRecoveryKey}
          />
        ) : (
          <button
            type="button"
            className="secondary"
            disabled={submit.busy}
            onClick={() => void makeRecoveryKey()}
          >
            {t.keys.add.recovery}
          </button>
        )}
      </div>
      {hasThisDevice || !device.isSuccess ? (
        <LiveMessage tone="error">{submit.error}</LiveMessage>
      ) : null}
    </div>
  );
}

function addErrorMessage(error: unknown, t: Dictionary): string {
  if (error instanceof PasskeyWithoutPrf || error instanceof DOMException)
    return t.keys.setUp.noPrf;
  return describeApiError(error, t);
}
