import type { BoxAccessMode } from '@coffer/db';
import { appendBoxEvent } from './append-box-event';
import type { BoxEventContext, BoxEventOutcome } from './box-event-context';
import { removeMembersWithoutAccess } from './remove-members-without-access';

/**
 * state.access_mode (admins): public lets anyone signed in join; back to limited, those
 * who joined without a matching access rule are removed.
 */
export async function setBoxAccessMode(
  { tx, caller, box, access }: BoxEventContext,
  value: BoxAccessMode,
): Promise<BoxEventOutcome> {
  await tx.box.update({ where: { id: box.id }, data: { accessMode: value } });
  if (value === 'limited') await removeMembersWithoutAccess({ tx, box: access.box });
  return {
    event: await appendBoxEvent({ tx, box, caller, type: 'state.access_mode', content: { value } }),
  };
}
