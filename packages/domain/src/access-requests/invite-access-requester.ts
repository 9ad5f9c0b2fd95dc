import { getDb } from '@coffer/db';
import { queueInvitationEmails } from '../activity/queue-invitation-emails';
import { findBoxAccess } from '../boxes/find-box-access';
import { boxAccessRefused } from '../boxes/box-errors';
import { missingBoxRefusal } from '../boxes/missing-box-refusal';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';
import { isAdmittedRequester } from './requester-admission';

export type InviteAccessRequesterOptions = {
  caller: Caller;
  boxId: string;
  identityId: string;
  /** The requester's key the payload is encrypted to: their current `pubkey`. */
  publicKey: string;
  /** The cryptogram of {"boxKeyShare": "<invitation share>"} to that key. */
  encryptedPayload: string;
};

/**
 * Fulfils an access request (docs/key-model.md#access-requests): the box's staff, or its
 * organization's token, send the requester an automatic invitation to their current public
 * key, which their browser redeems like any other (`box.auto_invite`); the request goes. Only
 * the identity that asked, whom the box still admits, at the key it holds now, is invited:
 * the server checks all three, in the transaction that spends the request.
 */
export async function inviteAccessRequester({
  caller,
  boxId,
  identityId,
  publicKey,
  encryptedPayload,
}: InviteAccessRequesterOptions): Promise<void> {
  const access = await findBoxAccess({ caller, boxId });
  if (!access) throw await missingBoxRefusal({ caller, boxId });
  const isStaff = access.isAdmin || access.staffRole === 'agent';
  if (!access.isMember) throw boxAccessRefused(access.canJoin ? 'not_member' : 'no_access');
  if (!isStaff) {
    throw new AppError('forbidden', {
      origin: 'path',
      desc: "only the box's staff let a person in on their request",
      details: { id: 'forbidden' },
    });
  }
  await getDb().$transaction(async (tx) => {
    // Locks the request: two staff browsers inviting at once send one invitation.
    const [request] = await tx.$queryRaw<{ identifierValue: string; pubkey: string | null }[]>`
      SELECT i."identifierValue", i."pubkey"
      FROM "BoxAccessRequest" r JOIN "Identity" i ON i."id" = r."identityId"
      WHERE r."boxId" = ${boxId}::uuid AND r."identityId" = ${identityId}::uuid
      FOR UPDATE OF r`;
    if (!request) {
      throw new AppError('not_found', {
        origin: 'path',
        desc: 'this person has no pending request for this box',
        details: { identity_id: 'not_found' },
      });
    }
    if (request.pubkey !== publicKey) {
      throw new AppError('conflict', {
        origin: 'body',
        desc: "this is not the requester's current public key",
        details: { public_key: 'conflict' },
      });
    }
    if (!(await isAdmittedRequester(tx, access.box, request.identifierValue))) {
      throw new AppError('conflict', {
        origin: 'path',
        desc: 'this box no longer admits the requester',
        details: { identity_id: 'conflict' },
      });
    }
    await tx.notification.create({
      data: {
        identityId,
        type: 'box_auto_invite',
        details: {
          box_id: boxId,
          public_key: publicKey,
          encrypted_payload: encryptedPayload,
          used: false,
        },
      },
    });
    await tx.boxAccessRequest.delete({
      where: { boxId_identityId: { boxId, identityId } },
    });
    await queueInvitationEmails(tx, access.box, [identityId]);
  });
}
