import { boxIdOf } from '../boxes/boxes';
import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { CreationOptions } from '../http/request-options';
import type { BoxEvent, BoxRef } from '../types';

type EventBody = {
  type: 'state.access_mode' | 'state.key_share' | 'access.add' | 'access.rm';
  content?: unknown;
  referrer_id?: string;
  extra?: unknown;
};

/**
 * Posts an admin's event to a box (docs/boxes.md#events): the organization's token is an admin.
 * Sent with an Idempotency-Key, so a retry posts the event once (docs/sdk.md#retries).
 */
export async function postBoxEvent(
  context: CofferContext,
  box: BoxRef,
  body: EventBody,
  request?: CreationOptions,
): Promise<BoxEvent> {
  return expectOk(
    await context.api.POST('/boxes/{id}/events', {
      params: { path: { id: boxIdOf(box) } },
      body,
      ...sendWith(context, request, 'creation'),
    }),
  );
}
