import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { identityNotFound } from './identity-errors';

export type GetProfileConfigOptions = { caller: Caller; identityId: string };

/** docs/identities.md. */
export type ProfileConfig = { email: boolean };

export async function getProfileConfig({
  caller,
  identityId,
}: GetProfileConfigOptions): Promise<ProfileConfig> {
  assertSelf(caller, identityId);
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: { profileSharesEmail: true },
  });
  if (!identity) throw identityNotFound();
  return { email: identity.profileSharesEmail };
}
