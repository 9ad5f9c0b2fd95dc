import { getDb, queryNamed } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { hashSecret } from '../../secrets/hash-secret';
import { applyDueLock } from './apply-due-lock';
import {
  SHARED_SOURCE,
  type AuthnAttempt,
  type LockoutRow,
  type ReservedAttempt,
} from './authn-attempt';
import { lockedError } from './locked-error';

type ReservationRow = { trusted: boolean; own: number; shared: number };

// $1 identity, $2 the browser key's hash (null without one), $3 method, $4 and $5 the
// browser's and the address's source, $6 now, $7 the source's limit, $8 the shared source,
// $9 the identity's limit.
const RESERVE_SQL = `
  WITH "known" AS (
    SELECT EXISTS (
      SELECT FROM "KnownBrowser"
      WHERE "identityId" = $1::uuid AND "browserKeyHash" = $2::text
    ) AS "trusted"
  ), "own" AS (
    INSERT INTO "AuthMethodLockout" ("identityId", "method", "source", "consecutiveFailures",
      "updatedAt")
    SELECT $1::uuid, $3::text, CASE WHEN "trusted" THEN $4::text ELSE $5::text END, 1,
      $6::timestamptz
    FROM "known"
    ON CONFLICT ("identityId", "method", "source") DO UPDATE
      SET "consecutiveFailures" = "AuthMethodLockout"."consecutiveFailures" + 1,
          "updatedAt" = EXCLUDED."updatedAt"
      WHERE "AuthMethodLockout"."consecutiveFailures" < $7::int
        AND ("AuthMethodLockout"."lockedUntil" IS NULL
             OR "AuthMethodLockout"."lockedUntil" <= $6::timestamptz)
    RETURNING 1
  ), "shared" AS (
    INSERT INTO "AuthMethodLockout" ("identityId", "method", "source", "consecutiveFailures",
      "updatedAt")
    SELECT $1::uuid, $3::text, $8::text, 1, $6::timestamptz
    FROM "known" WHERE NOT "trusted" AND EXISTS (SELECT FROM "own")
    ON CONFLICT ("identityId", "method", "source") DO UPDATE
      SET "consecutiveFailures" = "AuthMethodLockout"."consecutiveFailures" + 1,
          "updatedAt" = EXCLUDED."updatedAt"
      WHERE "AuthMethodLockout"."consecutiveFailures" < $9::int
        AND ("AuthMethodLockout"."lockedUntil" IS NULL
             OR "AuthMethodLockout"."lockedUntil" <= $6::timestamptz)
    RETURNING 1
  )
  SELECT "trusted", (SELECT count(*) FROM "own")::int AS "own",
         (SELECT count(*) FROM "shared")::int AS "shared"
  FROM "known"`;

/**
 * Call before checking a secret. The attempt is counted as a failure up front, and a success
 * takes it back (clearAuthnFailures): a locked method is never tried, and N concurrent
 * guesses cannot all pass a check made before any of them failed.
 *
 * One statement: the attempt's own row (its known browser, else its address) is incremented
 * only while unlocked and under its limit; for a source that is not a known browser, the
 * identity's shared row too, only if the own row was. Refused with 429 `locked` otherwise.
 * A prepared statement on the pool: every attempt of every method runs it.
 */
export async function reserveAuthnAttempt(attempt: AuthnAttempt): Promise<ReservedAttempt> {
  const { identityId, method, source } = attempt;
  const { failuresBeforeLock, identityFailuresBeforeLock } = getEnv().auth;
  const browserKeyHash = source.browserKey === undefined ? null : hashSecret(source.browserKey);
  const now = new Date();
  const reservations = await queryNamed<ReservationRow>(
    { name: 'reserve-authn-attempt', text: RESERVE_SQL },
    [
      identityId,
      browserKeyHash,
      method,
      `browser:${browserKeyHash}`,
      `ip:${source.clientIp}`,
      now,
      failuresBeforeLock,
      SHARED_SOURCE,
      identityFailuresBeforeLock,
    ],
  );
  const reservation = reservations[0];
  if (!reservation) throw new Error('the reservation statement returned no row');
  const own: LockoutRow = {
    source: reservation.trusted ? `browser:${browserKeyHash}` : `ip:${source.clientIp}`,
    limit: failuresBeforeLock,
  };
  const rows: LockoutRow[] = reservation.trusted
    ? [own]
    : [own, { source: SHARED_SOURCE, limit: identityFailuresBeforeLock }];
  const reserved: ReservedAttempt = { ...attempt, rows };
  const complete = reservation.own === 1 && (reservation.trusted || reservation.shared === 1);
  if (complete) return reserved;
  // The own row was counted but the shared one refused: take the own count back, so that a
  // refused attempt counts nowhere.
  if (reservation.own === 1) await uncount(reserved, own.source);
  // Locked, or a limit is reached by attempts still in flight (or cut short): lock now
  // rather than refuse forever with nothing to wait for.
  const lockedUntil = (await applyDueLock(reserved, now)) ?? new Date(now.getTime() + 1000);
  throw lockedError(attempt.field ?? 'metadata', lockedUntil, now);
}

async function uncount(attempt: ReservedAttempt, source: string): Promise<void> {
  await getDb().authMethodLockout.updateMany({
    where: {
      identityId: attempt.identityId,
      method: attempt.method,
      source,
      consecutiveFailures: { gt: 0 },
    },
    data: { consecutiveFailures: { decrement: 1 } },
  });
}
