'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmAction } from '../../components/confirm-action';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { formatDateTime } from '../../lib/format-date';
import {
  forgetDeviceUnlocker,
  recallDeviceUnlocker,
} from '../../lib/key-storage/device-unlocker-store';
import type { KeyStorage } from '../../lib/key-storage/unlock-key-storage';
import { useTRPC } from '../../lib/trpc/trpc';
import { RenameAction } from '../../components/rename-action';
import { deviceName } from '../../lib/device-name';
import { useState } from 'react';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import { localQueryKeys } from '../../lib/local-query-keys';

type Unlocker = KeyStorage['unlockers'][number];

/** What opens the key storage, with when each was last used; each can be removed. */
export function UnlockerList({ identityId, storage }: { identityId: string; storage: KeyStorage }) {
  const { t } = useI18n();
  const [news, setNews] = useState<string | null>(null);
  const device = useQuery({
    queryKey: localQueryKeys.deviceUnlocker(identityId),
    queryFn: () => recallDeviceUnlocker(identityId),
  });
  return (
    <div role="region" aria-labelledby="unlockers-title">
      <h3 id="unlockers-title">{t.keys.unlockers.heading}</h3>
      <LiveMessage tone="success">{news}</LiveMessage>
      <ul className="item-list" data-testid="unlockers">
        {storage.unlockers.map((unlocker) => (
          <UnlockerItem
            key={unlocker.id}
            identityId={identityId}
            unlocker={unlocker}
            isThisDevice={device.data?.unlockerId === unlocker.id}
            onRemoved={() => {
              setNews(t.keys.unlockers.removed(unlocker.name));
            }}
            onRenamed={(name) => {
              setNews(t.keys.unlockers.renamed(name));
            }}
          />
        ))}
      </ul>
    </div>
  );
}

function UnlockerItem({
  identityId,
  unlocker,
  isThisDevice,
  onRemoved,
  onRenamed,
}: {
  identityId: string;
  unlocker: Unlocker;
  isThisDevice: boolean;
  onRemoved: () => void;
  onRenamed: (name: string) => void;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const labelUnlocker = useMutation(trpc.keyStorage.labelUnlocker.mutationOptions());
  const texts = t.keys.unlockers;
  const where = deviceName(t, unlocker);
  const remove = useMutation(
    trpc.keyStorage.deleteUnlocker.mutationOptions({
      onSuccess: async () => {
        if (isThisDevice) await forgetDeviceUnlocker(identityId);
        await refreshAfterWrite(queryClient, {
          queryKey: localQueryKeys.deviceUnlocker(identityId),
        });
        await refreshAfterWrite(queryClient, trpc.keyStorage.getKeyStorage.pathFilter());
        onRemoved();
      },
    }),
  );
  // Another device revoked from here is signed out with it (docs/key-model.md).
  const signsOut = unlocker.signs_out && !isThisDevice;
  return (
    <li data-testid="unlocker" data-current={isThisDevice}>
      <div>
        <strong>{unlocker.name}</strong>{' '}
        <span className="muted">
          ({texts.kinds[unlocker.kind]}
          {isThisDevice ? `, ${texts.thisDevice}` : ''})
        </span>
        <br />
        <span className="muted">
          {[
            texts.createdOn(formatDateTime(unlocker.created_at, locale)),
            where ? texts.addedFrom(where) : null,
            unlocker.last_used_at
              ? texts.lastUsed(formatDateTime(unlocker.last_used_at, locale))
              : texts.neverUsed,
          ]
            .filter(Boolean)
            .join(', ')}
        </span>
      </div>
      <RenameAction
        name={unlocker.name}
        label={texts.renameLabel(unlocker.name)}
        rename={async (name) => {
          await labelUnlocker.mutateAsync({
            id: identityId,
            unlocker_id: unlocker.id,
            name,
          });
          await refreshAfterWrite(queryClient, trpc.keyStorage.getKeyStorage.pathFilter());
          onRenamed(name);
        }}
      />
      <ConfirmAction
        action={texts.remove}
        label={texts.removeLabel(unlocker.name)}
        question={texts.confirmRemove(unlocker.name)}
        details={signsOut ? [texts.signsOut] : undefined}
        busy={remove.isPending}
        error={
          remove.isError
            ? remove.error.status === 409
              ? texts.lastOne
              : describeApiError(remove.error, t)
            : null
        }
        onConfirm={() => {
          remove.mutate({ id: identityId, unlocker_id: unlocker.id, sign_out: signsOut });
        }}
      />
    </li>
  );
}
