import { AppError } from '../errors/app-error';
import { appendBoxEvent } from './append-box-event';
import type { BoxEventContext, BoxEventOutcome } from './box-event-context';

/**
 * member.leave: a person who joined leaves. Members by rule (the owner organization and its
 * staff, the creator, the data subject) have nothing to leave: 409.
 */
export async function leaveBox({
  tx,
  caller,
  box,
  access,
}: BoxEventContext): Promise<BoxEventOutcome> {
  const byRule =
    access.isAdmin || access.staffRole !== null || access.email === access.box.datatagSubject;
  // The creator has a member row (createBox) but is an admin by rule: it stays.
  const { count } =
    caller.kind === 'user' && !byRule
      ? await tx.boxMember.deleteMany({ where: { boxId: box.id, identityId: caller.identityId } })
      : { count: 0 };
  if (count === 0) {
    throw new AppError('conflict', {
      origin: 'body',
      desc: 'you are a member of this box by role or as its data subject, and cannot leave it',
      details: { type: 'conflict' },
    });
  }
  return { event: await appendBoxEvent({ tx, box, caller, type: 'member.leave' }) };
}
