'use client';

import { useDeferredValue, useMemo } from 'react';
import type { BoxSecretKey } from '@coffer/crypto';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box, BoxEvent } from '../../lib/trpc/procedure-types';
import { uniqueById } from '../../lib/unique-by-id';
import { MessageItem } from './message-item';
import { useBoxMessages } from './use-box-messages';

// Rendered at once; the rest of a page of 500 follows in a render React may interrupt, so the
// newest messages paint (and start decrypting) before the others are built.
const FIRST_RENDERED = 20;

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
  const pages = messages.data?.pages;
  const listed = useMemo(() => uniqueById(pages?.flat() ?? []), [pages]);
  if (messages.isPending) return <p className="muted">{t.common.loading}</p>;
  if (messages.isError) {
    return <LiveMessage tone="error">{describeApiError(messages.error, t)}</LiveMessage>;
  }
  if (listed.length === 0) return <p className="muted">{t.boxes.box.messages.empty}</p>;
  return (
    <>
      <MessageItems
        messages={listed}
        secretKey={secretKey}
        identityId={identityId}
        isAdmin={isAdmin}
      />
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

/** Mounted with the first page: its first render holds the newest FIRST_RENDERED messages. */
function MessageItems({
  messages,
  secretKey,
  identityId,
  isAdmin,
}: {
  messages: BoxEvent[];
  secretKey: BoxSecretKey | null;
  identityId: string;
  isAdmin: boolean;
}) {
  const shown = useDeferredValue(messages, messages.slice(0, FIRST_RENDERED));
  return (
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
  );
}
