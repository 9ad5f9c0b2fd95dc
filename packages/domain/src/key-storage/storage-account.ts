import type { Prisma } from '@coffer/db';
import { storageNotSetUp } from './key-storage-errors';
import { lockAccount } from './lock-account';

type Reader = Pick<Prisma.TransactionClient, 'identity'>;

/** The account whose storage the identity's operations act on; null while it has none. */
export async function findStorageAccountId(db: Reader, identityId: string): Promise<string | null> {
  const identity = await db.identity.findUnique({
    where: { id: identityId },
    select: { accountId: true },
  });
  return identity?.accountId ?? null;
}

/**
 * For a write to a storage that must exist: the identity's account, locked, with at least
 * one unlocker (409 otherwise: entries sealed under a root key nothing opens are lost).
 */
export async function lockSetUpStorage(
  tx: Prisma.TransactionClient,
  identityId: string,
): Promise<string> {
  const accountId = await findStorageAccountId(tx, identityId);
  if (accountId === null) throw storageNotSetUp();
  await lockAccount(tx, accountId);
  if ((await tx.unlocker.count({ where: { accountId } })) === 0) throw storageNotSetUp();
  return accountId;
}
