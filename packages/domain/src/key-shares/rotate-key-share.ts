import { Prisma } from '@coffer/db';
import { appendBoxEvent } from '../boxes/append-box-event';
import type { BoxEventContext, BoxEventOutcome } from '../boxes/box-event-context';
import { AppError } from '../errors/app-error';
import type { KeyShareInput } from './key-share-schema';

/**
 * state.key_share (admins): the box's key share is replaced. The previous one is deleted, so
 * its hash no longer finds anything (404) and the old invitation links open nothing. The
 * event records no shares: keeping them there would undo that destruction.
 */
export async function rotateKeyShare(
  { tx, caller, box }: BoxEventContext,
  keyShare: KeyShareInput,
): Promise<BoxEventOutcome> {
  await tx.boxKeyShare.deleteMany({ where: { boxId: box.id } });
  try {
    await tx.boxKeyShare.create({
      data: {
        boxId: box.id,
        serviceShare: keyShare.service_share,
        invitationShareHash: keyShare.invitation_share_hash,
        encryptedInvitationKeyShare: keyShare.encrypted_invitation_key_share,
      },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw new AppError('conflict', {
        origin: 'body',
        desc: 'this invitation share hash is used by another box: generate new shares',
        details: { extra: 'conflict' },
      });
    }
    throw error;
  }
  return { event: await appendBoxEvent({ tx, box, caller, type: 'state.key_share' }) };
}
