import { Prisma } from '@coffer/db';
import { notifyActivity } from '../activity/activity-notice';
import { scheduleActivityEmail } from '../activity/schedule-activity-email';
import { queueWebhookDeliveries } from '../webhooks/queue-webhook-deliveries';
import type { Caller } from '../sessions/caller';
import { boxEventRecordSelect, type BoxEventRow } from './box-event-record';
import { toDbBoxEventType, type BoxEventTypeName } from './box-event-types';
import type { LockedBox } from './lock-box';

export type AppendBoxEventOptions = {
  tx: Prisma.TransactionClient;
  /** Locked by this transaction (lockBox). */
  box: LockedBox;
  caller: Caller;
  type: BoxEventTypeName;
  content?: Prisma.InputJsonObject | null;
  referrerId?: string | null;
  extra?: Prisma.InputJsonObject | null;
};

/**
 * Records an event and keeps the box's lastEventAt and eventsCount current, in the caller's
 * transaction, and announces it to live streams when that transaction commits; a message
 * also schedules the box's activity email, and the owner's webhooks get their deliveries
 * (docs/activity.md). The event time is strictly after the box's previous event (a millisecond
 * later when the clock has not moved on): with the box locked, that makes "newest first" a
 * total order that pages stably, and (box, lastEventAt) names the last event exactly.
 */
export async function appendBoxEvent({
  tx,
  box,
  caller,
  type,
  content,
  referrerId,
  extra,
}: AppendBoxEventOptions): Promise<BoxEventRow> {
  const createdAt = new Date(Math.max(Date.now(), box.lastEventAt.getTime() + 1));
  const event = await tx.boxEvent.create({
    data: {
      boxId: box.id,
      type: toDbBoxEventType(type),
      senderIdentityId: caller.kind === 'user' ? caller.identityId : null,
      senderOrgId: caller.kind === 'organization' ? caller.organizationId : null,
      content: content ?? Prisma.DbNull,
      referrerId: referrerId ?? null,
      extra: extra ?? Prisma.DbNull,
      createdAt,
    },
    select: boxEventRecordSelect,
  });
  await tx.box.update({
    where: { id: box.id },
    data: { lastEventAt: createdAt, eventsCount: { increment: 1 } },
  });
  await notifyActivity(tx, { kind: 'event', box_id: box.id, event_id: event.id, type });
  if (type === 'msg.text' || type === 'msg.file') await scheduleActivityEmail(tx, box);
  await queueWebhookDeliveries(tx, box.ownerOrgId, {
    type,
    boxId: box.id,
    eventId: event.id,
    occurredAt: createdAt,
    senderIdentityId: caller.kind === 'user' ? caller.identityId : null,
    senderOrganizationId: caller.kind === 'organization' ? caller.organizationId : null,
    referrerId: referrerId ?? null,
  });
  return event;
}
