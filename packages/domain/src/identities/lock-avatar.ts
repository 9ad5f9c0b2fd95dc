import type { Prisma } from '@coffer/db';
import type { StorageKey } from '../storage';

/**
 * Locks the identity's row until the transaction ends and answers its current avatar key
 * (null without one; undefined for an unknown identity). Concurrent replacements then
 * follow one another, and each removes exactly the blob it replaced.
 */
export async function lockAvatar(
  tx: Prisma.TransactionClient,
  identityId: string,
): Promise<StorageKey | null | undefined> {
  const rows = await tx.$queryRaw<{ avatarStorageKey: StorageKey | null }[]>`
    SELECT "avatarStorageKey" FROM "Identity" WHERE "id" = ${identityId}::uuid FOR UPDATE`;
  return rows[0]?.avatarStorageKey;
}
