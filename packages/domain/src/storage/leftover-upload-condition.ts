import { Prisma } from '@coffer/db';
import { DEAD_AFTER_SECONDS } from '../processes';

/**
 * SQL: a "PendingUpload" row that will never be committed (docs/storage.md#crash-leftovers).
 * Given up already; written by a process taken for dead (silent for DEAD_AFTER_SECONDS, or
 * its row gone), whatever its age; or, when `olderThanSeconds` is given, that old whatever its
 * process (rows of Coffers that did not name their process are judged by this alone).
 */
export function leftoverUploadCondition(olderThanSeconds: number | undefined): Prisma.Sql {
  const tooOld =
    olderThanSeconds === undefined
      ? Prisma.empty
      : Prisma.sql`OR "PendingUpload"."createdAt" <= now() - make_interval(secs => ${olderThanSeconds})`;
  return Prisma.sql`(
    "PendingUpload"."abandonedAt" IS NOT NULL
    OR ("PendingUpload"."processId" IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM "CofferProcess" AS owner
      WHERE owner."id" = "PendingUpload"."processId"
        AND owner."heartbeatAt" > now() - make_interval(secs => ${DEAD_AFTER_SECONDS})))
    ${tooOld})`;
}
