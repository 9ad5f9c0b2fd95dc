'use client';

import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useConfirmRecoveryKeySaved } from '../../lib/key-storage/confirm-recovery-key-saved';
import { useKeyStorage } from '../../lib/key-storage/use-key-storage';
import { useScrollToHash } from '../../lib/use-scroll-to-hash';
import type { Session } from '../../lib/trpc/procedure-types';
import { AddUnlockerControls } from './add-unlocker-controls';
import { BoxReadabilityList } from './box-readability-list';
import { KeyStorageNotice } from './key-storage-notice';
import { RecoveryKeyPanel } from './recovery-key-panel';
import { SetUpKeyStorageForm } from './set-up-key-storage-form';
import { UnlockerList } from './unlocker-list';

/** The account page's keys (docs/key-model.md): set-up, unlocking, unlockers and devices. */
export function KeyStorageSection({ session }: { session: Session }) {
  const { t } = useI18n();
  // "Set up my keys" and the reminders elsewhere link here, far down a page that renders late.
  useScrollToHash('keys-title');
  return (
    <section className="card" aria-labelledby="keys-title">
      <h2 id="keys-title">{t.keys.heading}</h2>
      <p className="muted">{t.keys.intro}</p>
      {session.acr < 2 ? <p>{t.keys.levelNeeded}</p> : <KeyStorageBody session={session} />}
    </section>
  );
}

function KeyStorageBody({ session }: { session: Session }) {
  const keys = useKeyStorage(session.identity_id);
  const [recoveryKey, setRecoveryKey] = useState<string | null>(null);
  const confirmSaved = useConfirmRecoveryKeySaved(session.identity_id);
  if (recoveryKey !== null) {
    return (
      <RecoveryKeyPanel
        recoveryKey={recoveryKey}
        hasPassword={session.has_password}
        onSaved={async () => {
          await confirmSaved();
          setRecoveryKey(null);
        }}
      />
    );
  }
  if (keys.storage.isSuccess && !keys.isSetUp) {
    return <SetUpKeyStorageForm session={session} onSetUp={setRecoveryKey} />;
  }
  if (!keys.storage.data || keys.unlocked === null) {
    return <KeyStorageNotice keys={keys} onAccountPage />;
  }
  return (
    <>
      <KeyStorageNotice keys={keys} onAccountPage />
      <UnlockerList identityId={session.identity_id} storage={keys.storage.data} />
      <AddUnlockerControls
        unlocked={keys.unlocked}
        storage={keys.storage.data}
        onRecoveryKey={setRecoveryKey}
      />
      <BoxReadabilityList identityId={session.identity_id} />
    </>
  );
}
