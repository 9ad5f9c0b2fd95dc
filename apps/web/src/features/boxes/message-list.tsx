'use client';

import { useQuery } from '@tanstack/react-query';
import type { BoxSecretKey } from '@coffer/crypto';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { MessageItem } from './message-item';

/** The box's texts and files, newest first (docs/http-api.md), decrypted in the browser. */
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
  const trpc = useTRPC();
  const messages = useQuery(trpc.messages.listBoxMessages.queryOptions({ id: box.id }));
  if (messages.isPending) return <p className="muted">{t.common.loading}</p>;
  if (messages.isError) {
    return <LiveMessage tone="error">{describeApiError(messages.error, t)}</LiveMessage>;
  }
  if (messages.data.length === 0) return <p className="muted">{t.boxes.box.messages.empty}</p>;
  return (
    <ol className="messages">
      {messages.data.map((message) => (
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
