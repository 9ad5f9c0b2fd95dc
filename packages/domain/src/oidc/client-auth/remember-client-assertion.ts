import { getDb, Prisma } from '@coffer/db';
import { OAuthError } from '../oauth-error';
import type { VerifiedClientAssertion } from './verify-client-assertion';

// Expired jtis are forgotten now and then (they can no longer be replayed anyway).
const PRUNE_PROBABILITY = 0.01;

/**
 * The statement that records an assertion's jti, answering one row (`1`) when it is new and
 * none when it was used before: the insert itself is the replay check. A fragment, so that
 * the code exchange can record it in the same statement as the code it spends.
 */
export function recordJtiStatement({ client, jti, expiresAt }: VerifiedClientAssertion) {
  return Prisma.sql`
    INSERT INTO "UsedClientAssertion" ("clientId", "jti", "expiresAt")
    VALUES (${client.id}, ${jti}, ${expiresAt})
    ON CONFLICT ("clientId", "jti") DO NOTHING
    RETURNING 1`;
}

/** A jti is accepted once until its assertion expires: invalid_client for a replay. */
export async function rememberClientAssertion(assertion: VerifiedClientAssertion): Promise<void> {
  const inserted = await getDb().$queryRaw<unknown[]>(recordJtiStatement(assertion));
  if (inserted.length === 0) throw replayedAssertion();
  await pruneExpiredJtisSometimes();
}

export function replayedAssertion(): OAuthError {
  return new OAuthError('invalid_client', 'client_assertion jti was already used');
}

export async function pruneExpiredJtisSometimes(): Promise<void> {
  if (Math.random() >= PRUNE_PROBABILITY) return;
  await getDb().usedClientAssertion.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
