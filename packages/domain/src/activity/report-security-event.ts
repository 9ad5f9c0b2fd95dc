import type { Prisma } from '@coffer/db';
import { JOB_QUEUES } from '../jobs/job-definitions';
import { enqueueJob } from '../jobs/enqueue-job';
import { describeUserAgent } from '../user-agent/describe-user-agent';
import type { Caller } from '../sessions/caller';
import type { SecurityEvent } from './emails/security-email';

type Recipient = { id: string; identifierValue: string; language: string };

export type SecurityEventOptions = {
  /** The identity the change concerns: every identity of its account hears of it. */
  identityId: string;
  event: SecurityEvent;
  /** What the account's other emails are told instead, when it differs (a deletion's). */
  othersEvent?: SecurityEvent;
  /** Who made the change: their browser is named in the email ("Firefox 133 on Linux"). */
  caller?: Caller;
};

/**
 * In the transaction of a security event: one security email per identity of the account
 * (or the identity alone, without account) is queued, and so exists if and only if the
 * change committed (docs/activity.md#security-emails). The addresses are read in the same
 * transaction, before a deletion in it removes them: an erased account still hears of it.
 */
export async function reportSecurityEvent(
  tx: Prisma.TransactionClient,
  { identityId, event, othersEvent = event, caller }: SecurityEventOptions,
): Promise<void> {
  // The identity and the other emails of its account, in one statement.
  const recipients = await tx.$queryRaw<Recipient[]>`
    SELECT "id", "identifierValue", "language" FROM "Identity"
    WHERE "id" = ${identityId}::uuid
       OR "accountId" = (SELECT "accountId" FROM "Identity" WHERE "id" = ${identityId}::uuid)
    ORDER BY "createdAt"`;
  const at = new Date().toISOString();
  const device = caller?.kind === 'user' ? deviceOf(caller.userAgent ?? null) : null;
  for (const recipient of recipients) {
    await enqueueJob(tx, JOB_QUEUES.securityEmail, {
      identityId: recipient.id,
      to: recipient.identifierValue,
      language: recipient.language,
      event: recipient.id === identityId ? event : othersEvent,
      at,
      device,
    });
  }
}

/** What the browser says it is, in a few words: its own claim, bounded. */
function deviceOf(userAgent: string | null): string | null {
  const { browser, os } = describeUserAgent(userAgent?.slice(0, 512) ?? null);
  return [browser, os].filter(Boolean).join(' · ').slice(0, 80) || null;
}
