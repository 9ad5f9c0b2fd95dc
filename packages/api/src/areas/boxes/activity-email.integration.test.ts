/**
 * Activity emails over a real SMTP server, sent by the real job workers (docs/activity.md).
 * Lives in the API package, where smtp-server is installed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { encryptTextToBox, parseBoxPublicKey } from '@coffer/crypto';
import { getDb, getJobQueue, JOB_QUEUE_SCHEMA, startJobQueueClient } from '@coffer/db';
import { JOB_QUEUES, listFailedJobs, startJobWorkers } from '@coffer/domain/jobs';
import { getEnv } from '@coffer/env';
import { handleRestRequest } from '../../http-routes';
import { jobStates, makeJobsDue, waitUntil } from '../../../test/job-queue-time';
import { startTestSmtpServer } from '../../../test/test-smtp-server';
import {
  call,
  openBox,
  postEvent,
  setUpOrganization,
  signedIn,
  type Box,
  type Person,
  type TestOrganization,
} from './test/box-api';

const smtp = await startTestSmtpServer();
// Read by getEnv() on first use in this file.
process.env.SMTP_URL = smtp.url;
process.env.APP_ORIGIN = 'http://localhost:3000';
afterAll(() => smtp.close());

await startJobWorkers();
const QUEUE = JOB_QUEUES.activityEmail;

async function post(box: Box, by: () => Headers, text: string): Promise<string> {
  const encrypted = await encryptTextToBox(parseBoxPublicKey(box.public_key), text);
  const response = await postEvent(box.id, by(), {
    type: 'msg.text',
    content: { encrypted, public_key: box.public_key },
  });
  expect(response.status).toBe(201);
  return encrypted;
}

/** A signed-in person with a notification setting and a language. */
async function person(notifications: 'minimal' | 'moderate' | 'frequent', language = 'en') {
  const someone = await signedIn();
  await getDb().identity.update({
    where: { id: someone.identity.id },
    data: { notifications, language },
  });
  return someone;
}

/** The activity emails to a person: those with an unsubscribe header (no other mail has one). */
function mailsTo(someone: Person) {
  return smtp.received.filter(
    (mail) =>
      mail.to.includes(someone.identity.identifierValue) && /^List-Unsubscribe:/m.test(mail.raw),
  );
}

/** Every mail to a person, whatever it is. */
function allMailsTo(email: string) {
  return smtp.received.filter((mail) => mail.to.includes(email));
}

/** The raw MIME decoded enough to read: quoted-printable soft breaks and escapes undone. */
function readable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function boxFor(org: TestOrganization, subject: Person) {
  return (await openBox(org, { subject: subject.identity.identifierValue })).box;
}

describe('frequent: emailed within 5 minutes, one email per window', () => {
  it('schedules one job per box at most 5 minutes ahead, and emails the count, never the content', async () => {
    const org = await setUpOrganization();
    const subject = await person('frequent', 'fr');
    const box = await boxFor(org, subject);
    const secrets = [
      await post(box, org.token, 'first secret words'),
      await post(box, org.admin.headers, 'second secret words'),
    ];

    const jobs = await getDb().$queryRawUnsafe<{ startAfter: Date; createdOn: Date }[]>(
      `SELECT start_after AS "startAfter", created_on AS "createdOn" FROM ${JOB_QUEUE_SCHEMA}.job
       WHERE name = $1 AND singleton_key = $2`,
      QUEUE,
      box.id,
    );
    expect(jobs).toHaveLength(1);
    const delay = jobs[0]!.startAfter.getTime() - jobs[0]!.createdOn.getTime();
    expect(delay).toBeGreaterThan(290_000);
    expect(delay).toBeLessThanOrEqual(300_000);
    expect(mailsTo(subject)).toHaveLength(0);

    await makeJobsDue(QUEUE);
    await waitUntil('the activity email', () => mailsTo(subject).length === 1);
    const raw = mailsTo(subject)[0]!.raw;
    const text = readable(raw);
    expect(text).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(text).toContain('2 nouveaux messages');
    expect(text).toContain(org.organization.name);
    expect(text).toContain(`http://localhost:3000/boxes/${box.id}`);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(raw).toMatch(/^Content-Type: text\/html/m);
    // Headers unfolded (a long header continues on lines that start with a space).
    const headers = raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(headers).toMatch(
      new RegExp(
        `^List-Unsubscribe: <http://localhost:3000/api/identities/${subject.identity.id}/notifications/unsubscription\\?token=[A-Za-z0-9_-]{43}>`,
        'm',
      ),
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    // Nothing that is encrypted, and no key: only title, organization, counts and links.
    for (const secret of [...secrets, 'secret words', box.public_key]) {
      expect(text).not.toContain(secret);
    }
    const keyShare = await getDb().boxKeyShare.findUniqueOrThrow({ where: { boxId: box.id } });
    expect(text).not.toContain(keyShare.serviceShare);
    expect(text).not.toContain(keyShare.invitationShareHash);

    // A later message: a new window, a new email with only the new one.
    await post(box, org.token, 'third');
    await makeJobsDue(QUEUE);
    await waitUntil('the second email', () => mailsTo(subject).length === 2);
    expect(readable(mailsTo(subject)[1]!.raw)).toContain('1 nouveau message');
  });

  it('leaves out minimal and moderate members, own messages, and what was read', async () => {
    const org = await setUpOrganization();
    const subject = await person('frequent');
    const box = await boxFor(org, subject);
    const quiet = await person('minimal');
    const daily = await person('moderate');
    const staff = await person('frequent');
    await getDb().organizationMember.createMany({
      data: [quiet, daily, staff].map((someone) => ({
        organizationId: org.organization.id,
        identityId: someone.identity.id,
        role: 'agent' as const,
      })),
    });
    await post(box, subject.headers, 'from the subject');
    // The subject read everything before the job ran.
    expect((await call('PUT', `/boxes/${box.id}/acknowledgement`, subject.headers())).status).toBe(
      204,
    );
    await makeJobsDue(QUEUE);
    await waitUntil('the staff email', () => mailsTo(staff).length === 1);
    await waitUntil(
      'the job to finish',
      async () => (await jobStates(QUEUE))['created'] === undefined,
    );
    expect(mailsTo(subject)).toHaveLength(0);
    expect(mailsTo(quiet)).toHaveLength(0);
    expect(mailsTo(daily)).toHaveLength(0);
    expect(readable(mailsTo(staff)[0]!.raw)).toContain('1 new message');
  });
});

describe('moderate: one digest a day', () => {
  it('is scheduled daily at ACTIVITY_DIGEST_HOUR (UTC)', async () => {
    const boss = await getJobQueue();
    expect(await boss.getSchedule(JOB_QUEUES.activityDigest)).toMatchObject({
      cron: '0 7 * * *',
      timezone: 'UTC',
    });
  });

  it('lists the boxes with new messages, once a day, and nothing for frequent or minimal people', async () => {
    const org = await setUpOrganization();
    const daily = await person('moderate');
    const frequent = await person('frequent');
    const quiet = await person('minimal');
    const boxes = [await boxFor(org, daily), await boxFor(org, daily), await boxFor(org, daily)];
    const other = [await boxFor(org, frequent), await boxFor(org, quiet)];
    await post(boxes[0]!, org.token, 'one');
    await post(boxes[0]!, org.token, 'two');
    await post(boxes[1]!, org.admin.headers, 'three');
    for (const box of other) await post(box, org.token, 'four');
    // The frequent emails run first: moderate people are none of their business.
    await makeJobsDue(QUEUE);
    await waitUntil('the frequent email', () => mailsTo(frequent).length === 1);
    expect(mailsTo(daily)).toHaveLength(0);

    // The hour comes: the schedule sends the digest job, as here.
    const boss = await getJobQueue();
    await boss.send(JOB_QUEUES.activityDigest, {});
    await waitUntil('the digest', () => mailsTo(daily).length === 1);
    const digest = readable(mailsTo(daily)[0]!.raw);
    expect(digest).toMatch(/^Subject: New messages in 2 of your boxes/m);
    expect(digest).toContain('2 new messages');
    expect(digest).toContain('1 new message\r');
    expect(digest).toContain('http://localhost:3000/inbox');

    // A second run the same day queues no second digest, even with something new.
    await post(boxes[2]!, org.token, 'five');
    await boss.send(JOB_QUEUES.activityDigest, {});
    await waitUntil('the digest runs to finish', async () => {
      const states = {
        ...(await jobStates(JOB_QUEUES.activityDigest)),
        ...(await jobStates(JOB_QUEUES.digestEmail)),
      };
      return states['created'] === undefined && states['active'] === undefined;
    });
    expect(mailsTo(daily)).toHaveLength(1);
    expect(mailsTo(quiet)).toHaveLength(0);
    expect(mailsTo(frequent)).toHaveLength(1);
  });
});

describe('"<organization> opened a box for you"', () => {
  it('goes to the data subject’s email, with or without an identity, never with a share', async () => {
    const org = await setUpOrganization();
    const stranger = `${crypto.randomUUID()}@subject.test`;
    const { box, split } = await openBox(org, { subject: stranger });
    await waitUntil(
      'the email to a person without an identity',
      () => allMailsTo(stranger).length === 1,
    );
    const mail = readable(allMailsTo(stranger)[0]!.raw);
    expect(mail).toContain(`${org.organization.name} opened the box`);
    // What opens it without a link: the person's keys, which the staff then invite.
    expect(mail).toContain('set up your keys');
    expect(mail).toContain('the next time one of its staff opens Coffer');
    expect(mail).toMatch(new RegExp(`http://localhost:3000/boxes/${box.id}\\s`));
    for (const secret of [split.invitationShare, split.serviceShare, split.invitationShareHash]) {
      expect(mail).not.toContain(secret);
    }
    expect(mail).not.toMatch(/#/);

    // A person who has an identity reads it in their language, even at `minimal`.
    const subject = await person('minimal', 'fr');
    await boxFor(org, subject);
    const email = subject.identity.identifierValue;
    await waitUntil('the email in French', () => allMailsTo(email).length === 1);
    expect(readable(allMailsTo(email)[0]!.raw)).toContain('a ouvert le coffre');
  });
});

describe('unsubscribe (RFC 8058 one-click)', () => {
  it('turns activity emails off from the link of an email; a wrong token changes nothing', async () => {
    const org = await setUpOrganization();
    const subject = await person('frequent');
    const box = await boxFor(org, subject);
    await post(box, org.token, 'one');
    await makeJobsDue(QUEUE);
    await waitUntil('the activity email', () => mailsTo(subject).length === 1);
    const headers = mailsTo(subject)[0]!.raw.replace(/\r?\n[ \t]+/g, ' ');
    const link = /^List-Unsubscribe: <([^>]+)>/m.exec(headers)?.[1];
    expect(link).toBeDefined();
    const notifications = async () =>
      (await getDb().identity.findUniqueOrThrow({ where: { id: subject.identity.id } }))
        .notifications;

    const wrong = new URL(link!);
    wrong.searchParams.set('token', 'A'.repeat(43));
    const refused = await handleRestRequest(new Request(wrong, { method: 'POST' }));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ details: { token: 'invalid' } });

    // Opening the link (or a mail scanner prefetching it) shows a button and changes nothing.
    const shown = await handleRestRequest(new Request(link!));
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await shown.text()).toContain('<form method="post"');
    expect(await notifications()).toBe('frequent');

    const clicked = await handleRestRequest(
      new Request(link!, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    );
    expect(clicked.status).toBe(200);
    expect(await notifications()).toBe('minimal');

    await post(box, org.token, 'two');
    await makeJobsDue(QUEUE);
    await waitUntil(
      'the job to finish',
      async () =>
        (await jobStates(QUEUE))['created'] === undefined &&
        (await jobStates(QUEUE))['active'] === undefined,
    );
    expect(mailsTo(subject)).toHaveLength(1);
  });
});

describe('the queue', () => {
  it('runs each job once with two workers', async () => {
    // A second queue client with its own workers: another Coffer process on the database.
    const second = await startJobQueueClient(getEnv().databaseUrl!);
    await startJobWorkers(second);
    try {
      const org = await setUpOrganization();
      const subjects = await Promise.all(Array.from({ length: 12 }, () => person('frequent')));
      for (const subject of subjects) await post(await boxFor(org, subject), org.token, 'hi');
      await makeJobsDue(QUEUE);
      await waitUntil('twelve emails', () => subjects.every((s) => mailsTo(s).length >= 1));
      await waitUntil(
        'the jobs to complete',
        async () => (await jobStates(QUEUE))['active'] === undefined,
      );
      expect(subjects.map((s) => mailsTo(s).length)).toEqual(subjects.map(() => 1));
    } finally {
      await second.stop({ graceful: true, timeout: 5000 });
    }
  });

  it('retries while the SMTP server fails, then sends once, nothing lost', async () => {
    const org = await setUpOrganization();
    const subject = await person('frequent');
    const box = await boxFor(org, subject);
    smtp.setFailing(true);
    try {
      await post(box, org.token, 'during the outage');
      await makeJobsDue(QUEUE);
      await waitUntil('a refused attempt', () => smtp.refusals() >= 1);
      await waitUntil(
        'the retry to be scheduled',
        async () => (await jobStates(QUEUE))['retry'] === 1,
      );
    } finally {
      smtp.setFailing(false);
    }
    // The back-off is the queue's: made due now instead of waited for.
    await makeJobsDue(QUEUE);
    await waitUntil('the email after the outage', () => mailsTo(subject).length === 1);
    await makeJobsDue(QUEUE);
    await waitUntil('no job left waiting', async () => {
      const states = await jobStates(QUEUE);
      return (
        states['retry'] === undefined &&
        states['created'] === undefined &&
        states['active'] === undefined
      );
    });
    expect(mailsTo(subject)).toHaveLength(1);
  });

  it('ends in the failed state after the last retry, listed for the operator', async () => {
    const org = await setUpOrganization();
    const subject = await person('frequent');
    const box = await boxFor(org, subject);
    smtp.setFailing(true);
    try {
      await post(box, org.token, 'never delivered');
      // The last retry: a failure now is final.
      await getDb().$executeRawUnsafe(
        `UPDATE ${JOB_QUEUE_SCHEMA}.job SET retry_limit = 0, start_after = now()
         WHERE name = $1 AND singleton_key = $2`,
        QUEUE,
        box.id,
      );
      await waitUntil('the dead letter', async () =>
        (await listFailedJobs({ limit: 100 })).some(
          (job) => (job.data as { boxId?: string }).boxId === box.id,
        ),
      );
    } finally {
      smtp.setFailing(false);
    }
    const failed = (await listFailedJobs({ limit: 100 })).find(
      (job) => (job.data as { boxId?: string }).boxId === box.id,
    );
    expect(failed).toMatchObject({ queue: QUEUE, attempts: 1, data: { boxId: box.id } });
    expect(failed?.last_error).toMatch(/try again later/);
  });
});
