import { getDb } from '@coffer/db';
import { identityNotFound } from './identity-errors';

export type GetProfileConfigOptions = { identityId: string };

/** service.md §Identity profile configuration. */
export type ProfileConfig = { email: boolean };

export async function getProfileConfig({
  identityId,
}: GetProfileConfigOptions): Promise<ProfileConfig> {
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: { profileSharesEmail: true },
  });
  if (!identity) throw identityNotFound();
  return { email: identity.profileSharesEmail };
}
