import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';

export type RedeemAutoInvitationOptions = {
  caller: Caller;
  identityId: string;
  notificationId: number;
};

/**
 * Marks one of the identity's automatic invitations used, once its browser has opened the
 * box with it and kept the box key (docs/key-model.md#automatic-invitations). Again is a
 * no-op. Another identity's notification is unknown here (404); another type is a 409.
 */
export async function redeemAutoInvitation({
  caller,
  identityId,
  notificationId,
}: RedeemAutoInvitationOptions): Promise<void> {
  assertSelf(caller, identityId);
  const db = getDb();
  const notification = await db.notification.findFirst({
    where: { id: notificationId, identityId },
    select: { type: true },
  });
  if (!notification) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'you have no such notification',
      details: { notification_id: 'not_found' },
    });
  }
  if (notification.type !== 'box_auto_invite') {
    throw new AppError('conflict', {
      origin: 'path',
      desc: 'only a box.auto_invite notification is redeemed',
      details: { notification_id: 'conflict' },
    });
  }
  // Its other details stay: the invitation is still what it was.
  await db.$executeRaw`
    UPDATE "Notification" SET "details" = "details" || '{"used": true}'::jsonb
    WHERE "id" = ${notificationId} AND "identityId" = ${identityId}::uuid`;
}
