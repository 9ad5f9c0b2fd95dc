import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { identityNotFound } from './identity-errors';
import type { ProfileConfig } from './get-profile-config';

export type ConfigureProfileOptions = { caller: Caller; identityId: string; config: ProfileConfig };

export async function configureProfile({
  caller,
  identityId,
  config,
}: ConfigureProfileOptions): Promise<void> {
  assertSelf(caller, identityId);
  const { count } = await getDb().identity.updateMany({
    where: { id: identityId },
    data: { profileSharesEmail: config.email },
  });
  if (count === 0) throw identityNotFound();
}
