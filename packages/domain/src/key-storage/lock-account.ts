import type { Prisma } from '@coffer/db';

/**
 * Locks an account's row until the transaction ends. Every write to the key storage takes
 * it first, so the checks that keep the storage whole (its limits, its last unlocker, one
 * password and one recovery unlocker) cannot interleave with another write to it.
 */
export async function lockAccount(tx: Prisma.TransactionClient, accountId: string): Promise<void> {
  await tx.$queryRaw`SELECT "id" FROM "Account" WHERE "id" = ${accountId}::uuid FOR UPDATE`;
}
