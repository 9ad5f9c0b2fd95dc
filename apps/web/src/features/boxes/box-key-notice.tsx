'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { isCryptoError, type BoxSecretKey } from '@coffer/crypto';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import { InvitationLinkMismatch } from '../../lib/key-storage/rebuild-box-secret-key';

/**
 * Says why the messages stay encrypted, when they do; `waitingFor` names the organization
 * the person asked to let them in (docs/key-model.md#access-requests).
 */
export function BoxKeyNotice({
  secretKey,
  waitingFor,
}: {
  secretKey: UseQueryResult<BoxSecretKey | null>;
  waitingFor: string | null;
}) {
  const { t } = useI18n();
  if (secretKey.isPending) return <p className="muted">{t.boxes.box.key.unlocking}</p>;
  if (secretKey.isError) {
    const { error } = secretKey;
    return (
      <LiveMessage tone="error">
        {error instanceof ApiError && error.status === 404
          ? t.boxes.box.key.staleLink
          : error instanceof InvitationLinkMismatch || isCryptoError(error)
            ? t.boxes.box.key.wrongLink
            : describeApiError(error, t)}
      </LiveMessage>
    );
  }
  if (secretKey.data !== null) return null;
  if (waitingFor !== null) {
    return (
      <div className="message message-info" role="status">
        <strong>{t.boxes.box.key.waitingHeading(waitingFor)}</strong>
        <p>{t.boxes.box.key.waiting(waitingFor)}</p>
      </div>
    );
  }
  return (
    <div className="message message-info" role="status">
      <strong>{t.boxes.box.key.lockedHeading}</strong>
      <p>{t.boxes.box.key.locked}</p>
    </div>
  );
}
