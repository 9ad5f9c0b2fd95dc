import { getDb, type Prisma } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { reportSecurityEvent } from '../activity/report-security-event';
import { queueBackchannelLogouts } from '../oidc/logout/queue-backchannel-logouts';
import { discardAvatarBlob } from './discard-avatar-blob';
import { identityNotFound } from './identity-errors';
import { lockAvatar } from './lock-avatar';

export type DeleteIdentityOptions = {
  caller: Caller;
  identityId: string;
  /** The identity's email, typed by the person: a deletion cannot happen by a slip. */
  userConfirmation: string;
};

/**
 * DELETE /identities/{id} (docs/identities.md#deleting-your-account): the person's email is
 * erased from Coffer with everything that is theirs: sessions and tokens (every browser is
 * signed out), passkeys, authenticator app, codes, notifications, consents, memberships of
 * organizations and boxes, profile and avatar, and the account (password, key storage and
 * unlockers) when no other email shares it. Boxes stay with the organizations that opened
 * them, messages the person sent included (their sender becomes empty).
 */
export async function deleteIdentity({
  caller,
  identityId,
  userConfirmation,
}: DeleteIdentityOptions): Promise<void> {
  // Yourself first: the level asked below depends on the identity's methods, which must not
  // be told about someone else's.
  assertSelf(caller, identityId);
  const avatar = await getDb().$transaction(async (tx) => {
    const avatarKey = await lockAvatar(tx, identityId);
    if (avatarKey === undefined) throw identityNotFound();
    const identity = await tx.identity.findUniqueOrThrow({
      where: { id: identityId },
      select: {
        identifierValue: true,
        accountId: true,
      },
    });
    // The level and its recency were checked before (the operation's proof,
    // docs/authentication.md#sensitive-operations): with a second method, a stolen emailed
    // code cannot erase the account.
    if (userConfirmation.trim().toLowerCase() !== identity.identifierValue) {
      throw new AppError('bad_request', {
        origin: 'body',
        desc: 'type your email to confirm the deletion',
        details: { user_confirmation: 'invalid' },
      });
    }
    await assertNotLastAdmin(tx, identityId);
    // Read before the deletion: the erased address is told too, with the account's others.
    await reportSecurityEvent(tx, {
      identityId,
      event: 'account_deleted',
      othersEvent: 'email_removed',
      caller,
    });
    // The sessions go with the identity: their relying parties are told first, live sessions
    // and ended ones not yet told alike, since no sweep will find them afterwards.
    await queueBackchannelLogouts(tx, { identityId });
    await tx.identity.delete({ where: { id: identityId }, select: { id: true } });
    // A deleted box remembers who could read it, to tell them it was deleted (docs/boxes.md):
    // an erased person is no longer among them.
    await tx.$executeRaw`
      UPDATE "DeletedBox" SET "readerIdentityIds" = array_remove("readerIdentityIds", ${identityId}::uuid)
      WHERE ${identityId}::uuid = ANY("readerIdentityIds")`;
    if (identity.accountId !== null) {
      // The account holds the password and key storage of its emails: it goes with its last.
      await tx.account.deleteMany({
        where: { id: identity.accountId, identities: { none: {} } },
      });
    }
    return avatarKey;
  });
  if (avatar !== null) await discardAvatarBlob({ storageKey: avatar });
}

/**
 * An organization whose only admin leaves would have nobody to manage its boxes and staff:
 * the person names another admin (or deletes the organization's boxes) first. The rows of
 * the organizations they administer are locked first (in one order, so two deletions never
 * wait on each other in a circle): two admins deleting themselves at once would each see the
 * other still there, and both pass. removeOrganizationMember takes the same lock.
 */
async function assertNotLastAdmin(tx: Prisma.TransactionClient, identityId: string) {
  await tx.$queryRaw`
    SELECT "id" FROM "Organization"
    WHERE "id" IN (
      SELECT "organizationId" FROM "OrganizationMember"
      WHERE "identityId" = ${identityId}::uuid AND "role" = 'admin'
    )
    ORDER BY "id"
    FOR UPDATE`;
  const orphaned = await tx.organization.findMany({
    where: {
      members: {
        some: { identityId, role: 'admin' },
        none: { role: 'admin', identityId: { not: identityId } },
      },
    },
    select: { name: true },
    orderBy: { name: 'asc' },
  });
  if (orphaned.length > 0) {
    throw new AppError('conflict', {
      origin: 'path',
      desc: `you are the only admin of ${orphaned.map(({ name }) => name).join(', ')}: make someone else admin first`,
      details: { id: 'conflict' },
    });
  }
}
