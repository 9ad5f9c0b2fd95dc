import { boxIdOf } from '../boxes/boxes';
import type { CofferContext } from '../context';
import { expectOk } from '../http/api-client';
import type { BoxEvent, BoxRef } from '../types';

type EventBody = {
  type: 'state.access_mode' | 'state.key_share' | 'access.add' | 'access.rm';
  content?: unknown;
  referrer_id?: string;
  extra?: unknown;
};

/** Posts an admin's event to a box (docs/boxes.md#events): the organization's token is an admin. */
export async function postBoxEvent(
  context: CofferContext,
  box: BoxRef,
  body: EventBody,
): Promise<BoxEvent> {
  return expectOk(
    await context.api.POST('/boxes/{id}/events', {
      params: { path: { id: boxIdOf(box) } },
      body,
    }),
  );
}
