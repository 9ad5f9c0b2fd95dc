import { getDb } from '@coffer/db';
import { IDEMPOTENCY_KEY_LIFETIME_SECONDS } from './idempotency-key';

/**
 * Forgets keys older than their day, by the database's clock as the claim reads them (the
 * periodic sweep runs it); the number removed.
 */
export async function pruneIdempotencyKeys(): Promise<number> {
  return getDb().$executeRaw`
    DELETE FROM "IdempotencyKey"
    WHERE "createdAt" < now() - make_interval(secs => ${IDEMPOTENCY_KEY_LIFETIME_SECONDS}::int)`;
}
