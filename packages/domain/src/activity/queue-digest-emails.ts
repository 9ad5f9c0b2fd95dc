import { getDb } from '@coffer/db';
import { JOB_QUEUES } from '../jobs/job-definitions';
import { jobQueue } from '../jobs/job-queue';

const BATCH = 500;
const DAY_SECONDS = 24 * 3600;

/**
 * The daily `activity-digest` job (docs/activity.md; ACTIVITY_DIGEST_HOUR): one
 * `digest-email` job per `moderate` person, throttled to one per person per UTC day
 * (singletonSeconds), so a digest run twice in a day (a retry) queues nothing twice.
 */
export async function queueDigestEmails(): Promise<void> {
  const boss = await jobQueue();
  let after: string | undefined;
  for (;;) {
    const people = await getDb().identity.findMany({
      where: { notifications: 'moderate', ...(after ? { id: { gt: after } } : {}) },
      orderBy: { id: 'asc' },
      take: BATCH,
      select: { id: true },
    });
    if (people.length === 0) return;
    await boss.insert(
      JOB_QUEUES.digestEmail,
      people.map(({ id }) => ({
        data: { identityId: id },
        singletonKey: id,
        singletonSeconds: DAY_SECONDS,
      })),
    );
    after = people.at(-1)?.id;
  }
}
