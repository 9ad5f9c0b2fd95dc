'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BoxSecretKey } from '@coffer/crypto';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import { formatDateTime } from '../../lib/format-date';
import type { BoxEvent } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { FileMessageBody } from './file-message-body';
import { TextMessageBody } from './text-message-body';

/** One message: who sent it and when, its decrypted body, and a delete button if allowed. */
export function MessageItem({
  message,
  secretKey,
  canDelete,
}: {
  message: BoxEvent;
  secretKey: BoxSecretKey | null;
  canDelete: boolean;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.messages.postBoxEvent.mutationOptions({
      onSuccess: () =>
        queryClient.invalidateQueries({ queryKey: trpc.messages.listBoxMessages.queryKey() }),
    }),
  );
  const content = message.content ?? {};
  const deleted = 'deleted' in content;
  const sender = message.sender?.display_name ?? t.boxes.box.messages.unknownSender;
  return (
    <li className="message-item">
      <p className="message-meta">
        {t.boxes.box.messages.sentBy(
          sender,
          formatDateTime(message.server_event_created_at, locale),
        )}
      </p>
      {deleted ? (
        <p className="muted">{t.boxes.box.messages.deleted}</p>
      ) : message.type === 'msg.file' ? (
        <FileMessageBody content={content} secretKey={secretKey} />
      ) : (
        <TextMessageBody messageId={message.id} content={content} secretKey={secretKey} />
      )}
      {canDelete && !deleted ? (
        <button
          type="button"
          className="link"
          disabled={remove.isPending}
          onClick={() => {
            if (!window.confirm(t.boxes.box.messages.deleteConfirm)) return;
            remove.mutate({ id: message.box_id, type: 'msg.delete', referrer_id: message.id });
          }}
        >
          {t.boxes.box.messages.delete}
        </button>
      ) : null}
      <LiveMessage tone="error">
        {remove.isError ? t.boxes.box.messages.deleteFailed : null}
      </LiveMessage>
    </li>
  );
}
