import { getDb } from '@coffer/db';
import { identityNotFound } from './identity-errors';
import type { ProfileConfig } from './get-profile-config';

export type ConfigureProfileOptions = { identityId: string; config: ProfileConfig };

export async function configureProfile({
  identityId,
  config,
}: ConfigureProfileOptions): Promise<void> {
  const { count } = await getDb().identity.updateMany({
    where: { id: identityId },
    data: { profileSharesEmail: config.email },
  });
  if (count === 0) throw identityNotFound();
}
