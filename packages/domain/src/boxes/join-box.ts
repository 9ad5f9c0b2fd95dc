import { AppError } from '../errors/app-error';
import { appendBoxEvent } from './append-box-event';
import { boxAccessRefused } from './box-errors';
import type { BoxEventContext, BoxEventOutcome } from './box-event-context';

/**
 * member.join: a person who may join (a public box, or an access rule matching their email)
 * becomes a member. Their automatic invitations to this box are marked used (their other
 * details kept), which the notifications' `used` filter reports.
 */
export async function joinBox({
  tx,
  caller,
  box,
  access,
}: BoxEventContext): Promise<BoxEventOutcome> {
  if (access.isMember) {
    throw new AppError('conflict', {
      origin: 'body',
      desc: 'you are already a member of this box',
      details: { type: 'conflict' },
    });
  }
  if (!access.canJoin || caller.kind !== 'user') throw boxAccessRefused('no_access');
  await tx.boxMember.create({ data: { boxId: box.id, identityId: caller.identityId } });
  await tx.$executeRaw`
    UPDATE "Notification" SET "details" = "details" || '{"used": true}'::jsonb
    WHERE "identityId" = ${caller.identityId}::uuid AND "type" = 'box.auto_invite'
      AND "details" ->> 'box_id' = ${box.id}`;
  return { event: await appendBoxEvent({ tx, box, caller, type: 'member.join' }) };
}
