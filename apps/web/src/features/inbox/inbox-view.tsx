'use client';

import { SessionGate } from '../../components/session-gate';
import { useI18n } from '../../i18n/use-i18n';
import { BoxList } from './box-list';
import { KeyStorageNotice } from '../keys/key-storage-notice';
import { useKeyStorage } from '../../lib/key-storage/use-key-storage';

const RETURN_TO = '/inbox';

/** The signed-in person's boxes (docs/boxes.md: the data subject sees the boxes about their email). */
export function InboxView() {
  const { t } = useI18n();
  return (
    <SessionGate
      returnTo={RETURN_TO}
      signInText={t.account.signInRedirect}
      loadingText={t.common.loading}
    >
      {(session) => (
        <>
          <h1>{t.boxes.inbox.title}</h1>
          <p className="muted">{t.boxes.inbox.intro}</p>
          <InboxKeys identityId={session.identity_id} />
          <BoxList identityId={session.identity_id} returnTo={RETURN_TO} />
        </>
      )}
    </SessionGate>
  );
}

/** The person's keys, unlocked here so every box they hold a key for opens (docs/key-model.md). */
function InboxKeys({ identityId }: { identityId: string }) {
  return <KeyStorageNotice keys={useKeyStorage(identityId)} />;
}
