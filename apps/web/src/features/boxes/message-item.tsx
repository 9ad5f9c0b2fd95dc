'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { BoxSecretKey } from '@coffer/crypto';
import { ConfirmAction } from '../../components/confirm-action';
import type { Dictionary } from '../../i18n/dictionaries/en';
import { useI18n } from '../../i18n/use-i18n';
import { formatDateTime } from '../../lib/format-date';
import type { BoxEvent } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { FileMessageBody } from './file-message-body';
import { focusAfterRemoval } from './focus-after-removal';
import { TextMessageBody } from './text-message-body';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/** One message: who sent it and when, its decrypted body, and a delete button if allowed. */
export function MessageItem({
  message,
  secretKey,
  canDelete,
  showStaffPerson,
}: {
  message: BoxEvent;
  secretKey: BoxSecretKey | null;
  canDelete: boolean;
  /** Box admins see who on the staff posted; others see the organization's name only. */
  showStaffPerson: boolean;
}) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const item = useRef<HTMLLIElement>(null);
  const remove = useMutation(
    trpc.messages.postBoxEvent.mutationOptions({
      onSuccess: async () => {
        await refreshAfterWrite(queryClient, {
          queryKey: trpc.messages.listBoxMessages.queryKey(),
        });
        if (item.current) focusAfterRemoval(item.current);
      },
    }),
  );
  const content = message.content ?? {};
  const deleted = 'deleted' in content;
  const sender = senderName(message, showStaffPerson, t);
  const sentAt = formatDateTime(message.server_event_created_at, locale);
  return (
    // Focus comes here after the message before it is deleted (focusAfterRemoval).
    <li className="message-item" ref={item} tabIndex={-1}>
      <p className="message-meta">
        {t.boxes.box.messages.sentBy(
          sender.byOrganization ? t.files.messages.fromOrganization(sender.name) : sender.name,
          sentAt,
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
        <ConfirmAction
          action={t.boxes.box.messages.delete}
          label={t.files.messages.deleteNamed(sender.name, sentAt)}
          question={t.boxes.box.messages.deleteConfirm}
          buttonClassName="link"
          busy={remove.isPending}
          error={remove.isError ? t.boxes.box.messages.deleteFailed : null}
          onConfirm={() =>
            remove.mutateAsync({ id: message.box_id, type: 'msg.delete', referrer_id: message.id })
          }
        />
      ) : null}
    </li>
  );
}

/**
 * Who a message is from, in the reader's words (docs/boxes.md: sender_organization): the
 * organization alone when it speaks as itself or the reader is not its staff.
 */
function senderName(
  message: BoxEvent,
  showStaffPerson: boolean,
  t: Dictionary,
): { name: string; byOrganization: boolean } {
  const person = message.sender?.display_name ?? t.boxes.box.messages.unknownSender;
  const organization = message.sender_organization;
  if (!organization) return { name: person, byOrganization: false };
  // An organization's own token posts as the organization: no person to add.
  if (!showStaffPerson || message.sender?.id === organization.id) {
    return { name: organization.name, byOrganization: true };
  }
  return {
    name: t.files.messages.organizationAndPerson(organization.name, person),
    byOrganization: false,
  };
}
