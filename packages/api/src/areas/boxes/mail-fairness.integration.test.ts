/**
 * What one organization's mails can do to everyone's (docs/activity.md, "The job queue"): a
 * backlog of "opened a box for you" mails, at an SMTP server that stalls them, holds only that
 * organization's share of the senders, so another organization's mail goes out meanwhile. Real
 * job workers, a real SMTP server on loopback.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { encryptTextToBox, parseBoxPublicKey } from '@coffer/crypto';
import { JOB_QUEUES, startJobWorkers } from '@coffer/domain/jobs';
import { randomEmail } from '@coffer/domain/test-factories';
import { jobGroupsOf, waitUntil } from '../../../test/job-queue-time';
import { startTestSmtpServer } from '../../../test/test-smtp-server';
import { openBox, postEvent, setUpOrganization } from './test/box-api';

// The first organization's subjects: their mails are held at the SMTP server.
const STALLED = 'stalled';
const smtp = await startTestSmtpServer({
  hold: (to) => to.some((address) => address.startsWith(`${STALLED}-`)),
});
// Read by getEnv() on first use in this file.
process.env.SMTP_URL = smtp.url;
process.env.APP_ORIGIN = 'http://localhost:3000';
afterAll(() => {
  smtp.release();
  return smtp.close();
});
await startJobWorkers();

const mailsTo = (prefix: string) =>
  smtp.received.filter((mail) => mail.to.some((address) => address.startsWith(`${prefix}-`)));

describe("an organization's mails", () => {
  it("hold only its share of the senders: another organization's mail goes out meanwhile", async () => {
    const stalled = await setUpOrganization();
    for (let i = 0; i < 6; i++) await openBox(stalled, { subject: randomEmail(STALLED) });
    // MAIL_CONCURRENCY_PER_ORGANIZATION (2): two are at the server, held; four wait.
    await waitUntil('two held mails', () => smtp.held().now === 2);

    const other = await setUpOrganization();
    await openBox(other, { subject: randomEmail('prompt') });
    await waitUntil("the other organization's mail", () => mailsTo('prompt').length === 1);
    expect(smtp.held()).toEqual({ now: 2, most: 2 });

    smtp.release();
    await waitUntil('the rest, two at a time', async () => {
      smtp.release();
      return mailsTo(STALLED).length === 6;
    });
    expect(smtp.held().most).toBe(2);
  });

  it("are the organization's jobs: a box opened and a box's activity", async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org, { subject: randomEmail('grouped') });
    const encrypted = await encryptTextToBox(parseBoxPublicKey(box.public_key), 'Bonjour');
    const posted = await postEvent(box.id, org.token(), {
      type: 'msg.text',
      content: { encrypted, public_key: box.public_key },
    });
    expect(posted.status).toBe(201);
    for (const queue of [JOB_QUEUES.boxOpenedEmail, JOB_QUEUES.activityEmail]) {
      expect(await jobGroupsOf(queue, box.id)).toEqual([org.organization.id]);
    }
  });
});
