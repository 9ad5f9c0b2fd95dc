'use client';

import type { BoxSecretKey } from '@coffer/crypto';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { uniqueById } from '../../lib/unique-by-id';
import { MessageItem } from './message-item';
import { useBoxMessages } from './use-box-messages';

/**
 * The box's texts and files, newest first (docs/http-api.md), decrypted in the browser; 500 at
 * a time, older ones on demand; live ones (useBoxLive) on top.
 */
export function MessageList({
  box,
  secretKey,
  identityId,
  isAdmin,
}: {
  box: Box;
  secretKey: BoxSecretKey | null;
  identityId: string;
  isAdmin: boolean;
}) {
  const { t } = useI18n();
  const messages = useBoxMessages(box.id);
  if (messages.isPending) return <p className="muted">{t.common.loading}</p>;
  if (messages.isError) {
    return <LiveMessage tone="error">{describeApiError(messages.error, t)}</LiveMessage>;
  }
  const shown = uniqueById(messages.data.pages.flat());
  if (shown.length === 0) return <p className="muted">{t.boxes.box.messages.empty}</p>;
  return (
    <>
      <ol className="messages">
        {shown.map((message) => (
          <MessageItem
            key={message.id}
            message={message}
            secretKey={secretKey}
            canDelete={isAdmin || message.sender?.id === identityId}
            showStaffPerson={isAdmin}
          />
        ))}
      </ol>
      {messages.hasNextPage ? (
        <button
          type="button"
          className="secondary"
          disabled={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          {messages.isFetchingNextPage ? t.live.box.loadingOlder : t.live.box.showOlder}
        </button>
      ) : null}
    </>
  );
}
