import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';
import { provisionSelect, toProvisionResource, type ProvisionResource } from './provision-resource';

export type GetProvisionOptions = { caller: Caller; userKeyShareHash: string };

/**
 * The provision of a link (`/provisions#<user share>`), by the hash of its user share, for
 * a person signed in (acr 1 is enough: the link came by mail) with the provision's email.
 * An unknown hash and another email's provision answer alike (404), so a hash alone tells
 * nobody whether it exists.
 */
export async function getProvision({
  caller,
  userKeyShareHash,
}: GetProvisionOptions): Promise<ProvisionResource> {
  const db = getDb();
  const identity =
    caller.kind === 'user'
      ? await db.identity.findUnique({
          where: { id: caller.identityId },
          select: { identifierValue: true },
        })
      : null;
  const row = identity
    ? await db.provision.findFirst({
        where: { userKeyShareHash, email: identity.identifierValue },
        select: provisionSelect,
      })
    : null;
  if (!row) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'no provision of your email has this hash',
      details: { user_key_share_hash: 'not_found' },
    });
  }
  return toProvisionResource(row);
}
