import { AppError } from '../errors/app-error';
import { appendBoxEvent } from './append-box-event';
import type { BoxEventContext, BoxEventOutcome } from './box-event-context';
import { removeMembersWithoutAccess } from './remove-members-without-access';

/**
 * access.rm (admins): `referrer_id` names the access.add in force. In a limited box, those
 * who joined through it and match no other rule are removed (member.kick notification).
 */
export async function removeBoxAccessRule(
  { tx, caller, box, access }: BoxEventContext,
  referrerId: string,
): Promise<BoxEventOutcome> {
  const { count } = await tx.boxAccessRule.deleteMany({ where: { id: referrerId, boxId: box.id } });
  if (count === 0) {
    throw new AppError('not_found', {
      origin: 'body',
      desc: 'no access rule of this box has this id',
      details: { referrer_id: 'not_found' },
    });
  }
  if (access.box.accessMode === 'limited') {
    await removeMembersWithoutAccess({ tx, box: access.box });
  }
  return { event: await appendBoxEvent({ tx, box, caller, type: 'access.rm', referrerId }) };
}
