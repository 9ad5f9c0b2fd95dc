import { getDb } from '@coffer/db';
import {
  callerColumn,
  IDEMPOTENCY_IN_FLIGHT_SECONDS,
  IDEMPOTENCY_KEY_LIFETIME_SECONDS,
  type IdempotencyCaller,
  type IdempotentAnswer,
} from './idempotency-key';

export type ClaimIdempotencyKeyOptions = {
  caller: IdempotencyCaller;
  key: string;
  /** The operation and its input, hashed (the request a key names). */
  fingerprint: string;
};

export type IdempotencyClaim =
  /** The key is this request's: run it, then save or release the key. */
  | { state: 'claimed' }
  /** The same request was answered: send that answer again. */
  | { state: 'answered'; answer: IdempotentAnswer }
  /** The key names another request (another operation or input). */
  | { state: 'conflict' }
  /** The same request is still running elsewhere. */
  | { state: 'in_flight' };

// One statement decides who holds the key, so two processes never both run a request: the
// row is new, or it is taken over when a day old, or held by a request that died in flight.
const CLAIM_SQL = `
  INSERT INTO "IdempotencyKey" ("caller", "key", "fingerprint")
  VALUES ($1, $2, $3)
  ON CONFLICT ("caller", "key") DO UPDATE SET
    "fingerprint" = EXCLUDED."fingerprint", "status" = NULL, "headers" = NULL, "body" = NULL,
    "boxId" = NULL, "createdAt" = now()
  WHERE "IdempotencyKey"."createdAt" < now() - make_interval(secs => $4::int)
     OR ("IdempotencyKey"."status" IS NULL
         AND "IdempotencyKey"."createdAt" < now() - make_interval(secs => $5::int))
  RETURNING 1`;

/**
 * Claims a caller's Idempotency-Key for a request (docs/http-api.md#idempotency-keys), or says
 * what became of the request it already names.
 */
export async function claimIdempotencyKey({
  caller,
  key,
  fingerprint,
}: ClaimIdempotencyKeyOptions): Promise<IdempotencyClaim> {
  const db = getDb();
  // A key released between the insert and the read is claimed again on the next turn.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const claimed = await db.$queryRawUnsafe<unknown[]>(
      CLAIM_SQL,
      callerColumn(caller),
      key,
      fingerprint,
      IDEMPOTENCY_KEY_LIFETIME_SECONDS,
      IDEMPOTENCY_IN_FLIGHT_SECONDS,
    );
    if (claimed.length > 0) return { state: 'claimed' };
    const held = await db.idempotencyKey.findUnique({
      where: { caller_key: { caller: callerColumn(caller), key } },
      select: { fingerprint: true, status: true, headers: true, body: true },
    });
    if (!held) continue;
    if (held.fingerprint !== fingerprint) return { state: 'conflict' };
    if (held.status === null) return { state: 'in_flight' };
    return {
      state: 'answered',
      answer: {
        status: held.status,
        headers: (held.headers ?? {}) as Record<string, string>,
        body: held.body,
      },
    };
  }
  return { state: 'in_flight' };
}
