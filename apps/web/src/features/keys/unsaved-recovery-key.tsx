'use client';

import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { useConfirmRecoveryKeySaved } from '../../lib/key-storage/confirm-recovery-key-saved';
import type { KeyStorage } from '../../lib/key-storage/unlock-key-storage';
import { useSubmit } from '../../lib/use-submit';

/**
 * A recovery key the person never said they saved (a reload while it was shown loses it):
 * reminded on every page that reads boxes until they make a new one or say they have it
 * (docs/key-model.md#what-the-pages-do). On the account page, next to "Make a new recovery
 * key"; elsewhere, a link to it.
 */
export function UnsavedRecoveryKey({
  identityId,
  storage,
  onAccountPage,
}: {
  identityId: string;
  storage: KeyStorage;
  onAccountPage: boolean;
}) {
  const { t } = useI18n();
  const confirmSaved = useConfirmRecoveryKeySaved(identityId);
  const save = useSubmit((error) => describeApiError(error, t));
  const unsaved = storage.unlockers.some(
    (unlocker) => unlocker.kind === 'recovery' && unlocker.saved_at === null,
  );
  if (!unsaved) return null;
  return (
    <div className="message message-info" role="status" data-testid="unsaved-recovery-key">
      <p>{t.keys.recovery.unsaved}</p>
      <LiveMessage tone="error">{save.error}</LiveMessage>
      {onAccountPage ? (
        <button
          type="button"
          className="secondary"
          disabled={save.busy}
          onClick={() => {
            void save.run(confirmSaved);
          }}
        >
          {t.keys.recovery.alreadySaved}
        </button>
      ) : (
        <a className="button secondary" href="/account#keys-title">
          {t.keys.recovery.unsavedLink}
        </a>
      )}
    </div>
  );
}
