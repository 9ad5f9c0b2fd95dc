import { z } from 'zod';
import { SECURITY_EVENTS } from '../activity/emails/security-email';
import { sendBoxActivityEmails } from '../activity/send-box-activity-emails';
import { sendBoxOpenedEmail } from '../activity/send-box-opened-email';
import { sendDigestEmail } from '../activity/send-digest-email';
import { sendInvitationEmail } from '../activity/send-invitation-email';
import { queueDigestEmails } from '../activity/queue-digest-emails';
import { deliverBackchannelLogout } from '../oidc/logout/deliver-backchannel-logout';
import { queueEndedSessionLogouts } from '../oidc/logout/queue-ended-session-logouts';
import { deliverWebhook } from '../webhooks/deliver-webhook';
import { failWebhookDelivery } from '../webhooks/fail-webhook-delivery';
import { sendSecurityEmail } from '../activity/send-security-email';
import { JOB_QUEUES, type JobQueueName } from './job-definitions';

type JobHandler = (data: unknown) => Promise<void>;

/** A handler whose job data is checked first: a job is data at rest, written by any version. */
function handlerOf<Schema extends z.ZodType>(
  schema: Schema,
  run: (data: z.output<Schema>) => Promise<void>,
): JobHandler {
  return (data) => run(schema.parse(data));
}

const boxJob = z.object({ boxId: z.uuid() });
const identityJob = z.object({ identityId: z.uuid() });
const invitationJob = z.object({ boxId: z.uuid(), identityId: z.uuid() });
const deliveryJob = z.object({ deliveryId: z.uuid() });
// Client ids are the registrant's strings (coffer-web), not always UUIDs.
const logoutJob = z.object({ clientId: z.string(), identityId: z.uuid(), sessionId: z.uuid() });
const securityJob = z.object({
  identityId: z.uuid(),
  to: z.string().optional(),
  language: z.string().optional(),
  event: z.enum(SECURITY_EVENTS),
  at: z.iso.datetime(),
  device: z.string().nullable().optional(),
});

/** What each queue's jobs do. */
export const JOB_HANDLERS: Partial<Record<JobQueueName, JobHandler>> = {
  [JOB_QUEUES.activityEmail]: handlerOf(boxJob, sendBoxActivityEmails),
  [JOB_QUEUES.securityEmail]: handlerOf(securityJob, sendSecurityEmail),
  [JOB_QUEUES.boxOpenedEmail]: handlerOf(boxJob, sendBoxOpenedEmail),
  [JOB_QUEUES.invitationEmail]: handlerOf(invitationJob, sendInvitationEmail),
  [JOB_QUEUES.activityDigest]: handlerOf(z.object({}), queueDigestEmails),
  [JOB_QUEUES.digestEmail]: handlerOf(identityJob, sendDigestEmail),
  [JOB_QUEUES.webhookDelivery]: handlerOf(deliveryJob, deliverWebhook),
  [JOB_QUEUES.webhookDeliveryFailed]: handlerOf(deliveryJob, failWebhookDelivery),
  [JOB_QUEUES.backchannelLogout]: handlerOf(logoutJob, deliverBackchannelLogout),
  [JOB_QUEUES.endedSessions]: handlerOf(z.object({}), async () => {
    await queueEndedSessionLogouts();
  }),
};
