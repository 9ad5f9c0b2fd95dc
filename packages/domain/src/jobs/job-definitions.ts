import type { Queue } from 'pg-boss';

/**
 * The queues of Coffer's jobs (docs/activity.md, "The job queue"). Retries back off
 * exponentially (pg-boss: about retryDelay · 2^n seconds, with jitter, up to retryDelayMax);
 * a job that fails its last retry stays `failed`, the dead-letter state an operator lists
 * with `pnpm cli jobs failed`.
 */
export const JOB_QUEUES = {
  /** A box's `frequent` members are emailed its new messages (one email per window). */
  activityEmail: 'activity-email',
  /** Once a day: a digest job for every `moderate` person with something new. */
  activityDigest: 'activity-digest',
  /** One person's daily digest. */
  digestEmail: 'digest-email',
  /** A security email (every setting). */
  securityEmail: 'security-email',
  /** "<organization> opened a box for you", to the data subject's email. */
  boxOpenedEmail: 'box-opened-email',
  /** "<organization> let you into <box>": an automatic invitation reached a person's keys. */
  invitationEmail: 'invitation-email',
  /** A delivery whose job failed for good, its last attempt maybe cut by a crash. */
  webhookDeliveryFailed: 'webhook-delivery-failed',
  /** One delivery to an organization's webhook endpoint. */
  webhookDelivery: 'webhook-delivery',
  /** A logout token to one relying party's backchannel_logout_uri (docs/oidc.md). */
  backchannelLogout: 'backchannel-logout',
  /** Every minute: back-channel logouts of the sessions that ended unseen (expired). */
  endedSessions: 'ended-sessions',
} as const;

export type JobQueueName = (typeof JOB_QUEUES)[keyof typeof JOB_QUEUES];

/**
 * Queues whose jobs are an organization's (their pg-boss group, given at enqueue), and the
 * setting whose share of the workers its jobs take: webhook deliveries, and the mails an
 * organization's boxes cause (start-job-workers.ts).
 */
export const ORGANIZATION_QUEUES: Partial<
  Record<JobQueueName, 'webhookConcurrency' | 'mailConcurrency'>
> = {
  'webhook-delivery': 'webhookConcurrency',
  'box-opened-email': 'mailConcurrency',
  'invitation-email': 'mailConcurrency',
  'activity-email': 'mailConcurrency',
};

// An SMTP server or an endpoint that is down for hours still gets its mail: 12 tries over
// about a day (30 s, 1 min, 2 min, … capped at 4 h).
export const PERSISTENT_RETRIES = {
  // A job queued wakes a worker at once (pg-boss's NOTIFY; polling stays as a backstop).
  notify: true,
  retryLimit: 12,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 4 * 3600,
  expireInSeconds: 300,
} satisfies Omit<Queue, 'name'>;

export const JOB_QUEUE_OPTIONS: Record<JobQueueName, Omit<Queue, 'name'>> = {
  // stately: at most one queued job per box (singletonKey), so messages arriving while one
  // waits are covered by it: one email per window.
  'activity-email': { ...PERSISTENT_RETRIES, policy: 'stately' },
  'activity-digest': { ...PERSISTENT_RETRIES, policy: 'stately' },
  // Throttled per person and day by the digest itself (singletonSeconds).
  'digest-email': PERSISTENT_RETRIES,
  'security-email': PERSISTENT_RETRIES,
  'box-opened-email': PERSISTENT_RETRIES,
  'invitation-email': PERSISTENT_RETRIES,
  'webhook-delivery-failed': PERSISTENT_RETRIES,
  // Standard Webhooks' schedule is similar: retries over about a day. A job that fails for
  // good goes to webhook-delivery-failed, which marks its delivery failed in the log.
  'webhook-delivery': { ...PERSISTENT_RETRIES, deadLetter: 'webhook-delivery-failed' },
  // A relying party that is down for hours still hears that the session ended.
  'backchannel-logout': PERSISTENT_RETRIES,
  'ended-sessions': { ...PERSISTENT_RETRIES, policy: 'stately' },
};
