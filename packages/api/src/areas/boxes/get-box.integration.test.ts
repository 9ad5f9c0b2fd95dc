import { describe, expect, it } from 'vitest';
import { encryptTextToBox, parseBoxPublicKey } from '@coffer/crypto';
import { getDb, getPool } from '@coffer/db';
import { createBrowserSession } from '@coffer/domain/test-factories';
import {
  call,
  json,
  openBox,
  postEvent,
  setUpOrganization,
  signedIn,
  type Box,
} from './test/box-api';

type BoxWithCount = Box & { unread_count: number | null };

async function post(box: Box, headers: Headers, event: Record<string, unknown>) {
  const response = await postEvent(box.id, headers, event);
  expect(response.status).toBe(201);
}

async function textMessage(box: Box) {
  return {
    type: 'msg.text',
    content: {
      encrypted: await encryptTextToBox(parseBoxPublicKey(box.public_key), 'hello'),
      public_key: box.public_key,
    },
  };
}

/** GET /boxes/{id} answers the box exactly as the caller's list (GET /boxes) shows it. */
async function expectSameAsList(box: Box, headers: () => Headers) {
  const got = await call('GET', `/boxes/${box.id}`, headers());
  expect(got.status).toBe(200);
  const listed = await json<BoxWithCount[]>(await call('GET', '/boxes', headers()));
  const inList = listed.find((entry) => entry.id === box.id);
  expect(inList).toBeDefined();
  expect(await json<BoxWithCount>(got)).toEqual(inList);
}

/** How many times the process's pool handed out a connection while `work` ran. */
async function connectionsTaken(work: () => Promise<unknown>): Promise<number> {
  let taken = 0;
  const count = () => {
    taken += 1;
  };
  getPool().on('acquire', count);
  try {
    await work();
  } finally {
    getPool().off('acquire', count);
  }
  return taken;
}

describe('GET /boxes/{id} (one statement for the record)', () => {
  it('answers what the list answers, whoever sent the last event and whoever reads', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, {
      subject: subject.identity.identifierValue,
      by: org.agent.headers,
    });
    const readers = [subject.headers, org.agent.headers, org.admin.headers, org.token];
    const lastEvents: [string, () => Headers][] = [
      ['the creator (staff)', org.agent.headers],
      ['the subject', subject.headers],
      ['the organization', org.token],
    ];
    for (const [, sender] of lastEvents) {
      await post(box, sender(), await textMessage(box));
      for (const reader of readers) await expectSameAsList(box, reader);
    }
    // A sender who shares their email, then whose identity is gone: the event stays, unsent.
    await getDb().identity.update({
      where: { id: subject.identity.id },
      data: { profileSharesEmail: true },
    });
    await post(box, subject.headers(), await textMessage(box));
    for (const reader of readers) await expectSameAsList(box, reader);
    await getDb().boxReadMark.deleteMany({ where: { identityId: subject.identity.id } });
    await getDb().identity.delete({ where: { id: subject.identity.id } });
    for (const reader of readers.slice(1)) await expectSameAsList(box, reader);
    const afterDeletion = await json<Box>(await call('GET', `/boxes/${box.id}`, org.token()));
    expect(afterDeletion.last_event).toMatchObject({ type: 'msg.text', sender: null });
  });

  it("a person's read takes three statements once their session's activity is noted", async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    // A browser's sign-in: the app's token within a provider session, whose activity is noted.
    const browser = await createBrowserSession({ identityId: subject.identity.id, acr: 2 });
    const read = async () => {
      const response = await call('GET', `/boxes/${box.id}`, browser.headers());
      expect(response.status).toBe(200);
    };
    // The first request of the session notes its activity: one statement more.
    expect(await connectionsTaken(read)).toBe(4);
    // The token, the caller's access to the box, the box's record.
    expect(await connectionsTaken(read)).toBe(3);
  });
});
