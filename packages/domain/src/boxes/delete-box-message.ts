import { AppError } from '../errors/app-error';
import type { StorageKey } from '../storage';
import { appendBoxEvent } from './append-box-event';
import type { BoxEventContext, BoxEventOutcome } from './box-event-context';

/**
 * msg.delete: the author (the same identity or organization) or a box admin. The message
 * keeps its event, but its content (the ciphertext) is replaced by who deleted it and when;
 * a file message loses its file row here and its blob after the commit. The box lock makes a
 * second deletion wait for the first and then answer 410.
 */
export async function deleteBoxMessage(
  { tx, caller, box, access }: BoxEventContext,
  referrerId: string,
): Promise<BoxEventOutcome> {
  const target = await tx.boxEvent.findFirst({
    where: { id: referrerId, boxId: box.id, type: { in: ['msg_text', 'msg_file'] } },
    select: {
      type: true,
      content: true,
      senderIdentityId: true,
      senderOrgId: true,
      deletedAt: true,
    },
  });
  if (!target) {
    throw new AppError('not_found', {
      origin: 'body',
      desc: 'no such message in this box',
      details: { referrer_id: 'not_found' },
    });
  }
  if (target.deletedAt) {
    throw new AppError('gone', {
      origin: 'body',
      desc: 'this message is already deleted',
      details: { referrer_id: 'conflict' },
    });
  }
  const senderId = caller.kind === 'user' ? caller.identityId : caller.organizationId;
  const isAuthor =
    caller.kind === 'user'
      ? target.senderIdentityId === caller.identityId
      : target.senderOrgId === caller.organizationId;
  if (!isAuthor && !access.isAdmin) {
    throw new AppError('forbidden', {
      origin: 'body',
      desc: 'only its author or a box admin may delete a message',
      details: { referrer_id: 'forbidden' },
    });
  }
  const event = await appendBoxEvent({ tx, box, caller, type: 'msg.delete', referrerId });
  await tx.boxEvent.update({
    where: { id: referrerId },
    data: {
      content: { deleted: { at_time: event.createdAt.toISOString(), by_identity: senderId } },
      deletedAt: event.createdAt,
      deletedByIdentityId: caller.kind === 'user' ? caller.identityId : null,
    },
  });
  const orphanedBlobs: StorageKey[] = [];
  const fileId = fileIdOf(target.content);
  if (target.type === 'msg_file' && fileId) {
    const file = await tx.encryptedFile.delete({
      where: { id: fileId },
      select: { storageKey: true },
    });
    // Keys are made by the server (storeEncryptedFileBlob) in this form.
    orphanedBlobs.push(file.storageKey as StorageKey);
  }
  return { event, orphanedBlobs };
}

function fileIdOf(content: unknown): string | undefined {
  if (typeof content !== 'object' || content === null || !('encrypted_file_id' in content)) {
    return undefined;
  }
  return typeof content.encrypted_file_id === 'string' ? content.encrypted_file_id : undefined;
}
