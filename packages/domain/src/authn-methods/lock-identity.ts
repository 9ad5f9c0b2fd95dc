import type { Prisma } from '@coffer/db';

export type LockedIdentity = { identifierValue: string; mfaMethod: string; language: string };

/**
 * Locks an identity's row until the transaction ends, so that checks on its authentication
 * setup (resend delay, last credential while mfa_method needs it) and the writes that follow
 * cannot interleave with a concurrent request for the same identity. Null when unknown.
 */
export async function lockIdentity(
  tx: Prisma.TransactionClient,
  identityId: string,
): Promise<LockedIdentity | null> {
  const rows = await tx.$queryRaw<LockedIdentity[]>`
    SELECT "identifierValue", "mfaMethod"::text AS "mfaMethod", "language"
    FROM "Identity" WHERE "id" = ${identityId}::uuid FOR UPDATE`;
  return rows[0] ?? null;
}
