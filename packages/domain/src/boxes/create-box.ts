import { getDb, Prisma } from '@coffer/db';
import { notifyActivity } from '../activity/activity-notice';
import { queueInvitationEmails } from '../activity/queue-invitation-emails';
import { JOB_QUEUES } from '../jobs/job-definitions';
import { enqueueJob } from '../jobs/enqueue-job';
import { queueWebhookDeliveries } from '../webhooks/queue-webhook-deliveries';
import { AppError } from '../errors/app-error';
import { assertOrganizationRole } from '../organizations/assert-organization-role';
import { linkBoxProvisions } from '../provisions/link-box-provisions';
import type { Caller } from '../sessions/caller';
import type { NewBox } from './box-creation-schemas';
import type { BoxRecord } from './box-record';
import { autoInvitationDetails } from './auto-invitation-details';
import { findInvitedIdentities } from './find-invited-identities';
import { loadBoxRecords } from './load-box-records';

export type CreateBoxOptions = {
  caller: Caller;
  /** The organization of the path. */
  organizationId: string;
  box: NewBox;
};

/**
 * Opens a box (docs/boxes.md): by the organization's token, or by its staff (admin or agent;
 * a person who creates a box is its creator, hence an admin of it). In one transaction: the
 * box, its `create` event, its key share, its provisions (linkBoxProvisions), and a
 * `box.auto_invite` notification, with the invitation, for every identity an invitation
 * was encrypted to.
 */
export async function createBox({
  caller,
  organizationId,
  box,
}: CreateBoxOptions): Promise<BoxRecord> {
  await assertOrganizationRole({
    caller,
    organizationId,
    roles: ['admin', 'agent'],
    allowToken: true,
  });
  if (box.owner_org_id !== organizationId) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'owner_org_id must be the organization of the path',
      details: { owner_org_id: 'invalid' },
    });
  }
  const db = getDb();
  const datatag = await db.datatag.findFirst({
    where: { id: box.datatag_id, organizationId },
    select: { id: true },
  });
  if (!datatag) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'datatag_id must be a datatag of the organization',
      details: { datatag_id: 'invalid' },
    });
  }
  const invitationData = box.crypto?.invitation_data;
  const provisions = Object.entries(box.crypto?.provisions ?? {});
  const now = new Date();
  let boxId: string;
  try {
    boxId = await db.$transaction(async (tx) => {
      const created = await tx.box.create({
        data: {
          title: box.title,
          ownerOrgId: organizationId,
          datatagId: box.datatag_id,
          datatagSubject: box.datatag_subject,
          publicKey: box.public_key,
          creatorIdentityId: caller.kind === 'user' ? caller.identityId : null,
          invitationData: invitationData ?? Prisma.DbNull,
          createdAt: now,
          lastEventAt: now,
          eventsCount: 1,
          events: {
            create: {
              type: 'create',
              senderIdentityId: caller.kind === 'user' ? caller.identityId : null,
              senderOrgId: caller.kind === 'organization' ? caller.organizationId : null,
              createdAt: now,
            },
          },
          keyShare: box.key_share && {
            create: {
              serviceShare: box.key_share.service_share,
              invitationShareHash: box.key_share.invitation_share_hash,
              encryptedInvitationKeyShare: box.key_share.encrypted_invitation_key_share,
            },
          },
          // The creator is an admin by rule; the row lets the boxes of a person be listed
          // through indexes (Box.creatorIdentityId has none): see resolveBoxListScope.
          members:
            caller.kind === 'user' ? { create: { identityId: caller.identityId } } : undefined,
        },
        select: { id: true, events: { select: { id: true } } },
      });
      // The organization's mails share MAIL_CONCURRENCY_PER_ORGANIZATION: its thousand new
      // boxes do not hold up another organization's one (docs/activity.md).
      await enqueueJob(
        tx,
        JOB_QUEUES.boxOpenedEmail,
        { boxId: created.id },
        { group: { id: organizationId } },
      );
      const [createEvent] = created.events;
      if (createEvent) {
        await notifyActivity(tx, {
          kind: 'event',
          box_id: created.id,
          event_id: createEvent.id,
          type: 'create',
        });
        await queueWebhookDeliveries(tx, organizationId, {
          type: 'create',
          boxId: created.id,
          eventId: createEvent.id,
          occurredAt: now,
          senderIdentityId: caller.kind === 'user' ? caller.identityId : null,
          senderOrganizationId: caller.kind === 'organization' ? caller.organizationId : null,
          referrerId: null,
        });
      }
      await linkBoxProvisions({ tx, boxId: created.id, organizationId, provisions });
      // Keys nobody holds (any more) are kept in invitationData but notify no one.
      const invited = await findInvitedIdentities({
        tx,
        publicKeys: Object.keys(invitationData ?? {}),
      });
      await tx.notification.createMany({
        data: invited.map((identity) => ({
          identityId: identity.id,
          type: 'box_auto_invite' as const,
          details: autoInvitationDetails(created.id, identity, invitationData ?? {}),
        })),
      });
      // The data subject hears of the box from "opened a box for you" already.
      await queueInvitationEmails(
        tx,
        { id: created.id, ownerOrgId: organizationId },
        invited
          .filter((identity) => identity.identifierValue !== box.datatag_subject)
          .map((identity) => identity.id),
      );
      return created.id;
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw await hashConflict(box);
    }
    throw error;
  }
  const [record] = await loadBoxRecords({
    where: { id: boxId },
    readerIdentityId: caller.kind === 'user' ? caller.identityId : null,
    viewerOf: () => ({
      identityId: caller.kind === 'user' ? caller.identityId : null,
      isAdmin: true,
    }),
  });
  if (!record) throw new Error(`box ${boxId} vanished right after its creation`);
  return record;
}

/**
 * The hashes are unique across boxes (a hash finds its box). A clash means a share was
 * reused, which a client must never do: say which field clashed.
 */
async function hashConflict(box: NewBox): Promise<AppError> {
  const keyShareTaken =
    box.key_share !== undefined &&
    (await getDb().boxKeyShare.findUnique({
      where: { invitationShareHash: box.key_share.invitation_share_hash },
      select: { boxId: true },
    })) !== null;
  return new AppError('conflict', {
    origin: 'body',
    desc: 'a share hash is already used by another box: generate new shares',
    details: keyShareTaken ? { key_share: 'conflict' } : { crypto: 'conflict' },
  });
}
