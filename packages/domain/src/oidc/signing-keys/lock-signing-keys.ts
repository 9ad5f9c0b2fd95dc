import type { Prisma } from '@coffer/db';

/**
 * Makers of keys (start-up, rotation) take turns until their transaction ends, so that two
 * processes starting on a new database do not both make a key of an algorithm. Reads (the
 * JWKS, signing) do not wait: EXCLUSIVE mode lets plain SELECTs through.
 */
export async function lockSigningKeys(tx: Prisma.TransactionClient): Promise<void> {
  await tx.$executeRaw`LOCK TABLE "SigningKey" IN EXCLUSIVE MODE`;
}
