import { getDb } from '@coffer/db';
import { findBoxAccess } from '../boxes/find-box-access';
import { boxAccessRefused } from '../boxes/box-errors';
import { missingBoxRefusal } from '../boxes/missing-box-refusal';
import { AppError } from '../errors/app-error';
import type { UserCaller } from '../sessions/caller';
import type { OwnAccessRequest } from './access-request-resource';
import { isAdmittedRequester } from './requester-admission';

export type RequestBoxAccessOptions = { caller: UserCaller; boxId: string };

/**
 * A person the box is about, who holds no key for it, asks its organization's staff to
 * invite their keys (docs/key-model.md#access-requests). Asking again keeps the first
 * request. Their keys must exist first: the invitation is encrypted to them.
 */
export async function requestBoxAccess({
  caller,
  boxId,
}: RequestBoxAccessOptions): Promise<OwnAccessRequest> {
  const db = getDb();
  const access = await findBoxAccess({ caller, boxId });
  if (!access) throw await missingBoxRefusal({ caller, boxId });
  const email = access.email ?? '';
  if (!(await isAdmittedRequester(db, access.box, email))) {
    if (!access.isMember) throw boxAccessRefused('no_access');
    throw new AppError('forbidden', {
      origin: 'path',
      desc: 'only a person this box is about, or whom its access rules admit, asks for access',
      details: { id: 'forbidden' },
    });
  }
  const identity = await db.identity.findUniqueOrThrow({
    where: { id: caller.identityId },
    select: { pubkey: true },
  });
  if (identity.pubkey === null) {
    throw new AppError('conflict', {
      origin: 'not_defined',
      desc: 'set up your keys first: the invitation is encrypted to them',
      details: { pubkey: 'required' },
    });
  }
  const request = await db.boxAccessRequest.upsert({
    where: { boxId_identityId: { boxId, identityId: caller.identityId } },
    create: { boxId, identityId: caller.identityId },
    update: {},
    select: { createdAt: true },
  });
  return { box_id: boxId, created_at: request.createdAt.toISOString() };
}
