import { getDb } from '@coffer/db';
import { assertBoxAccess } from '../boxes/assert-box-access';
import type { UserCaller } from '../sessions/caller';

export type AcknowledgeBoxEventsOptions = { caller: UserCaller; boxId: string };

/**
 * PUT /boxes/{id}/acknowledgement (docs/activity.md): the member has read the box up to its
 * last event, so its unread count drops to 0. The mark is the box's lastEventAt read in the
 * same statement, so an event arriving meanwhile stays unread; a mark never moves back.
 */
export async function acknowledgeBoxEvents({
  caller,
  boxId,
}: AcknowledgeBoxEventsOptions): Promise<void> {
  await assertBoxAccess({ caller, boxId });
  await getDb().$executeRaw`
    INSERT INTO "BoxReadMark" ("boxId", "identityId", "lastReadAt")
    SELECT b."id", ${caller.identityId}::uuid, b."lastEventAt" FROM "Box" b WHERE b."id" = ${boxId}::uuid
    ON CONFLICT ("boxId", "identityId") DO UPDATE
      SET "lastReadAt" = GREATEST("BoxReadMark"."lastReadAt", EXCLUDED."lastReadAt")`;
}
