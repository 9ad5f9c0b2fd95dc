'use client';

import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import type { InvitationFailure } from '../../lib/key-storage/sync-key-storage';
import type { KeyStorageState } from '../../lib/key-storage/use-key-storage';
import { UnlockForm } from './unlock-form';
import { UnsavedRecoveryKey } from './unsaved-recovery-key';
import { useQueryClient } from '@tanstack/react-query';
import { describeApiError } from '../../lib/describe-api-error';
import { republishIdentityKeys } from '../../lib/key-storage/published-keys';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import { useFlow } from '../../lib/trpc/flow';
import { useSubmit } from '../../lib/use-submit';
import { localQueryKeys } from '../../lib/local-query-keys';

/**
 * On the pages that read boxes: opens the person's keys, or says how (docs/key-model.md).
 * Nothing when they are unlocked, except invitations that could not be used.
 */
export function KeyStorageNotice({
  keys,
  onAccountPage = false,
}: {
  keys: KeyStorageState;
  onAccountPage?: boolean;
}) {
  const { t } = useI18n();
  if (keys.storage.isPending || keys.storage.isError) return null;
  if (!keys.isSetUp) {
    return (
      <div className="message message-info" role="status">
        <p>{t.keys.notice.setUp}</p>
        <a className="button secondary" href="/account#keys-title">
          {t.keys.notice.setUpLink}
        </a>
      </div>
    );
  }
  const reminder = (
    <UnsavedRecoveryKey
      identityId={keys.identityId}
      storage={keys.storage.data}
      onAccountPage={onAccountPage}
    />
  );
  if (keys.unlocked === null) {
    if (keys.tryingDevice) return <p className="muted">{t.keys.unlock.unlocking}</p>;
    return (
      <>
        {reminder}
        {keys.deviceRevoked ? <LiveMessage tone="info">{t.keys.notice.revoked}</LiveMessage> : null}
        <UnlockForm keys={keys} />
      </>
    );
  }
  return (
    <>
      {reminder}
      {/* Revoked, then opened again by the password or passkey the person signed in with. */}
      {keys.deviceRevoked ? <LiveMessage tone="info">{t.keys.notice.revoked}</LiveMessage> : null}
      <PublishedKeys keys={keys} />
      <InvitationFailures failures={keys.sync.data?.failures ?? []} />
    </>
  );
}

/**
 * The keys organizations invite the person to are not (or no longer) theirs: say so, and make
 * and publish new ones (docs/key-model.md#identity-keys).
 */
function PublishedKeys({ keys }: { keys: KeyStorageState }) {
  const { t } = useI18n();
  const flow = useFlow();
  const queryClient = useQueryClient();
  const repair = useSubmit((error) => describeApiError(error, t));
  const state = keys.sync.data?.publishedKeys ?? 'ok';
  if (state === 'ok' || keys.unlocked === null) return null;
  const unlocked = keys.unlocked;
  return (
    <div
      className={`message ${state === 'foreign' ? 'message-error' : 'message-info'}`}
      role="alert"
    >
      <p>{state === 'foreign' ? t.keys.notice.foreignKeys : t.keys.notice.missingKeys}</p>
      <LiveMessage tone="error">{repair.error}</LiveMessage>
      <button
        type="button"
        disabled={repair.busy}
        onClick={() => {
          void repair.run(async () => {
            await republishIdentityKeys(flow, unlocked);
            await refreshAfterWrite(queryClient, { queryKey: localQueryKeys.keyStorageSync() });
          });
        }}
      >
        {t.keys.notice.republish}
      </button>
    </div>
  );
}

function InvitationFailures({ failures }: { failures: InvitationFailure[] }) {
  const { t } = useI18n();
  if (failures.length === 0) return null;
  return (
    <LiveMessage tone="error">
      {failures.map(({ boxId, title, reason }) => (
        <p key={boxId}>
          {title === null
            ? t.keys.notice.invitationUnusable
            : reason === 'rotated'
              ? t.keys.notice.invitationRotated(title)
              : t.keys.notice.invitationInvalid(title)}
        </p>
      ))}
    </LiveMessage>
  );
}
