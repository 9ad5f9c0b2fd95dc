/**
 * "<organization> let you into <box>" (docs/activity.md): an automatic invitation, from an
 * access rule or an access request, is mailed to the invited person over a real SMTP server by
 * the real job workers, unless their setting is `minimal`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { encryptInvitationPayload, formatBoxPublicKey, generateBoxKeyPair } from '@coffer/crypto';
import { JOB_QUEUES, startJobWorkers } from '@coffer/domain/jobs';
import { randomEmail } from '@coffer/domain/test-factories';
import { createRestClient } from '../../../test/rest-client';
import { jobGroupsOf, jobStates, waitUntil } from '../../../test/job-queue-time';
import { startTestSmtpServer } from '../../../test/test-smtp-server';
import { openBox, postEvent, setUpOrganization, signedIn } from '../boxes/test/box-api';

const smtp = await startTestSmtpServer();
// Read by getEnv() on first use in this file.
process.env.SMTP_URL = smtp.url;
process.env.APP_ORIGIN = 'http://localhost:3000';
afterAll(() => smtp.close());
await startJobWorkers();

const call = createRestClient();

/** A person with published keys and a notification setting. */
async function personWithKeys(notifications: 'minimal' | 'moderate' | 'frequent', language = 'en') {
  const email = randomEmail('invitee');
  const person = await signedIn({ email });
  const keyPair = await generateBoxKeyPair();
  const publicKey = formatBoxPublicKey(keyPair.publicKey);
  await getDb().identity.update({
    where: { id: person.identity.id },
    data: { pubkey: publicKey, notifications, language },
  });
  return { ...person, email, keyPair, publicKey };
}

type Invitee = Awaited<ReturnType<typeof personWithKeys>>;

/** The raw MIME decoded enough to read: quoted-printable soft breaks and escapes undone. */
function readable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The invitation emails to `email`, readable. */
const invitationMailsTo = (email: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => readable(mail.raw))
    .filter((mail) => /invited your keys|a invité vos clés/.test(mail));

async function inviteByRule(boxId: string, headers: Headers, invitee: Invitee, share: string) {
  const response = await postEvent(boxId, headers, {
    type: 'access.add',
    content: { restriction_type: 'identifier', value: invitee.email, auto_invite: true },
    extra: {
      [invitee.publicKey]: await encryptInvitationPayload(invitee.keyPair.publicKey, share),
    },
  });
  expect(response.status).toBe(201);
}

async function jobsDone() {
  await waitUntil('the invitation jobs to finish', async () => {
    const states = await jobStates(JOB_QUEUES.invitationEmail);
    return states['created'] === undefined && states['active'] === undefined;
  });
}

describe('"<organization> let you into <box>"', () => {
  it('goes to an invited person at moderate and frequent, in their language, never at minimal', async () => {
    const org = await setUpOrganization();
    const { box, split } = await openBox(org);
    const daily = await personWithKeys('moderate', 'fr');
    const frequent = await personWithKeys('frequent');
    const quiet = await personWithKeys('minimal');
    for (const invitee of [daily, frequent, quiet]) {
      await inviteByRule(box.id, org.token(), invitee, split.invitationShare);
    }
    await waitUntil('the emails', () => invitationMailsTo(frequent.email).length === 1);
    await waitUntil('the French email', () => invitationMailsTo(daily.email).length === 1);
    await jobsDone();
    expect(invitationMailsTo(quiet.email)).toHaveLength(0);
    // The organization's jobs, sharing MAIL_CONCURRENCY_PER_ORGANIZATION (mail-fairness test).
    expect(await jobGroupsOf(JOB_QUEUES.invitationEmail, box.id)).toEqual(
      Array(3).fill(org.organization.id),
    );
    const mail = invitationMailsTo(frequent.email)[0]!;
    expect(mail).toContain(`${org.organization.name} invited your keys to the box`);
    expect(mail).toContain(`http://localhost:3000/boxes/${box.id}`);
    expect(mail).toMatch(/^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/identities\//m);
    for (const secret of [split.invitationShare, split.serviceShare, frequent.publicKey]) {
      expect(mail).not.toContain(secret);
    }
  });

  it('tells a person let in on their access request', async () => {
    const org = await setUpOrganization();
    const subject = await personWithKeys('frequent');
    const { box, split } = await openBox(org, { subject: subject.email });
    expect((await call('PUT', `/boxes/${box.id}/access-request`, subject.headers())).status).toBe(
      200,
    );
    const invited = await call(
      'POST',
      `/boxes/${box.id}/access-requests/${subject.identity.id}/invitation`,
      org.admin.headers(),
      {
        public_key: subject.publicKey,
        encrypted_payload: await encryptInvitationPayload(
          subject.keyPair.publicKey,
          split.invitationShare,
        ),
      },
    );
    expect(invited.status).toBe(204);
    await waitUntil('the email', () => invitationMailsTo(subject.email).length === 1);
    expect(await jobGroupsOf(JOB_QUEUES.invitationEmail, box.id)).toEqual([org.organization.id]);
  });

  it('is not sent to the data subject of a new box, who hears of it from "opened a box for you"', async () => {
    const org = await setUpOrganization();
    const subject = await personWithKeys('frequent');
    const other = await personWithKeys('frequent');
    const share = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    const { box } = await openBox(org, {
      subject: subject.email,
      body: {
        crypto: {
          invitation_data: {
            [subject.publicKey]: await encryptInvitationPayload(subject.keyPair.publicKey, share),
            [other.publicKey]: await encryptInvitationPayload(other.keyPair.publicKey, share),
          },
        },
      },
    });
    await waitUntil('the other invitee’s email', () => invitationMailsTo(other.email).length === 1);
    await jobsDone();
    expect(invitationMailsTo(subject.email)).toHaveLength(0);
    expect(await jobGroupsOf(JOB_QUEUES.invitationEmail, box.id)).toEqual([org.organization.id]);
  });
});
