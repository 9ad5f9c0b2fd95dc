import { describe, expect, it } from 'vitest';
import { encryptTextToBox, parseBoxPublicKey } from '@coffer/crypto';
import { createPool, getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { checkWatchedAccessTokens } from '@coffer/domain/sessions';
import { createIdentity, createUserSession } from '@coffer/domain/test-factories';
import {
  call,
  json,
  openBox,
  postEvent,
  setUpOrganization,
  signedIn,
  type Box,
  type Person,
  type TestOrganization,
} from './test/box-api';
import { openEventStream } from './test/event-stream-client';

type BoxWithCount = Box & { unread_count: number | null };

async function textMessage(box: Box, text: string) {
  return {
    type: 'msg.text',
    content: {
      encrypted: await encryptTextToBox(parseBoxPublicKey(box.public_key), text),
      public_key: box.public_key,
    },
  };
}

async function post(box: Box, by: () => Headers, text = 'hello'): Promise<{ id: string }> {
  const response = await postEvent(box.id, by(), await textMessage(box, text));
  expect(response.status).toBe(201);
  return json<{ id: string }>(response);
}

async function unreadOf(box: Box, person: Person): Promise<number | null> {
  const response = await call('GET', `/boxes/${box.id}`, person.headers());
  expect(response.status).toBe(200);
  return (await json<BoxWithCount>(response)).unread_count;
}

/** A box the organization opened for a person who is signed in. */
async function boxForSubject(org?: TestOrganization) {
  const organization = org ?? (await setUpOrganization());
  const subject = await signedIn();
  const { box } = await openBox(organization, { subject: subject.identity.identifierValue });
  return { org: organization, subject, box };
}

describe('unread counts (docs/activity.md)', () => {
  it("counts the messages since the member's acknowledgement, never their own", async () => {
    const { org, subject, box } = await boxForSubject();
    // The box's `create` event is no message: nothing to read yet.
    expect(await unreadOf(box, subject)).toBe(0);
    await post(box, org.token);
    await post(box, org.admin.headers);
    expect(await unreadOf(box, subject)).toBe(2);
    // Events that are not messages (the access mode) count for nobody.
    const mode = await postEvent(box.id, org.admin.headers(), {
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    expect(mode.status).toBe(201);
    expect(await unreadOf(box, subject)).toBe(2);
    await post(box, subject.headers);
    expect(await unreadOf(box, subject)).toBe(2);
    // The admin's own message does not count for the admin.
    expect(await unreadOf(box, org.admin)).toBe(2);

    const ack = await call('PUT', `/boxes/${box.id}/acknowledgement`, subject.headers());
    expect(ack.status).toBe(204);
    expect(await unreadOf(box, subject)).toBe(0);
    await post(box, org.token);
    expect(await unreadOf(box, subject)).toBe(1);
    // In the list too, per box.
    const list = await json<BoxWithCount[]>(await call('GET', '/boxes', subject.headers()));
    expect(list.find((listed) => listed.id === box.id)?.unread_count).toBe(1);
  });

  it('is null for an organization token, which has nothing to acknowledge', async () => {
    const { org, box } = await boxForSubject();
    const read = await call(
      'GET',
      `/organizations/${org.organization.id}/boxes/${box.id}`,
      org.token(),
    );
    expect((await json<BoxWithCount>(read)).unread_count).toBeNull();
    const ack = await call('PUT', `/boxes/${box.id}/acknowledgement`, org.token());
    expect(ack.status).toBe(403);
    expect(await ack.json()).toMatchObject({ details: { authorization: 'forbidden' } });
  });

  it('refuses a stranger and changes nothing', async () => {
    const { box } = await boxForSubject();
    const stranger = await signedIn();
    const ack = await call('PUT', `/boxes/${box.id}/acknowledgement`, stranger.headers());
    expect(ack.status).toBe(403);
    expect(await ack.json()).toMatchObject({ details: { reason: 'no_access' } });
    expect(await getDb().boxReadMark.count({ where: { boxId: box.id } })).toBe(0);
  });
});

describe('GET /boxes/{id}/events/stream', () => {
  it('sends each new event once, with its id, within a second', async () => {
    const { org, subject, box } = await boxForSubject();
    const stream = await openEventStream(`/boxes/${box.id}/events/stream`, subject.headers());
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform');
    const posted = await post(box, org.token);
    const message = await stream.next(1000);
    expect(message.id).toBe(posted.id);
    expect(JSON.parse(message.data)).toMatchObject({
      id: posted.id,
      type: 'msg.text',
      box_id: box.id,
      sender: { id: org.organization.id },
    });
    expect(await stream.drain(300)).toEqual([]);
    await stream.close();
  });

  it('resumes after Last-Event-ID: what was missed, then live, nothing twice', async () => {
    const { org, subject, box } = await boxForSubject();
    const first = await openEventStream(`/boxes/${box.id}/events/stream`, subject.headers());
    const seen = await post(box, org.token, 'one');
    expect((await first.next()).id).toBe(seen.id);
    await first.close();
    const missed = [await post(box, org.token, 'two'), await post(box, subject.headers, 'three')];

    const resumed = await openEventStream(`/boxes/${box.id}/events/stream`, subject.headers(), {
      lastEventId: seen.id,
    });
    expect([(await resumed.next()).id, (await resumed.next()).id]).toEqual(missed.map((e) => e.id));
    const live = await post(box, org.admin.headers, 'four');
    expect((await resumed.next()).id).toBe(live.id);
    expect(await resumed.drain(300)).toEqual([]);
    await resumed.close();
  });

  it('resumes exactly, in order, while messages keep arriving', async () => {
    // Streams opened while others post: notices heard during a stream's set-up must not move
    // it past the events its catch-up has yet to read.
    const { org, subject, box } = await boxForSubject();
    const named = await post(box, org.token, 'named');
    const posted: string[] = [];
    const stop = new AbortController();
    const poster = (async () => {
      while (!stop.signal.aborted) posted.push((await post(box, org.token, 'more')).id);
    })();
    const streams = [];
    for (let i = 0; i < 20; i++) {
      streams.push(
        await openEventStream(`/boxes/${box.id}/events/stream`, subject.headers(), {
          lastEventId: named.id,
        }),
      );
    }
    stop.abort();
    await poster;
    for (const stream of streams) {
      const ids: (string | undefined)[] = [];
      // A skipped event shows as the list's difference, not as a time-out.
      while (ids.length < posted.length) ids.push((await stream.next().catch(() => null))?.id);
      expect(ids).toEqual(posted);
      expect(await stream.drain(50)).toEqual([]);
      await stream.close();
    }
  });

  it('ends with box.delete when the box is deleted', async () => {
    const { org, subject, box } = await boxForSubject();
    const stream = await openEventStream(`/boxes/${box.id}/events/stream`, subject.headers());
    const deleted = await call('DELETE', `/boxes/${box.id}`, org.admin.headers(), {
      user_confirmation: 'delete',
    });
    expect(deleted.status).toBe(204);
    const message = await stream.next();
    expect(message).toMatchObject({
      event: 'box.delete',
      data: JSON.stringify({ box_id: box.id }),
    });
    await expect(stream.next()).rejects.toThrow('the stream ended');
  });

  it('ends with access.lost when the member leaves', async () => {
    const { org, box } = await boxForSubject();
    const joiner = await signedIn();
    const opened = await postEvent(box.id, org.admin.headers(), {
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    expect(opened.status).toBe(201);
    expect((await postEvent(box.id, joiner.headers(), { type: 'member.join' })).status).toBe(201);
    const stream = await openEventStream(`/boxes/${box.id}/events/stream`, joiner.headers());
    expect((await postEvent(box.id, joiner.headers(), { type: 'member.leave' })).status).toBe(201);
    const message = await stream.next();
    expect(message).toMatchObject({ event: 'access.lost' });
    await expect(stream.next()).rejects.toThrow('the stream ended');
  });

  it('takes the CSRF token in the header or the query, not both, and checks it', async () => {
    const { subject, box } = await boxForSubject();
    const path = `/boxes/${box.id}/events/stream`;
    const byHeader = await openEventStream(path, subject.headers(), { csrfInQuery: false });
    expect(byHeader.response.status).toBe(200);
    await byHeader.close();

    const without = new Headers(subject.headers());
    without.delete('x-csrf-token');
    const missing = await openEventStream(path, without);
    expect(missing.response.status).toBe(400);
    expect(await missing.response.json()).toMatchObject({
      details: { 'X-CSRF-Token': 'required' },
    });

    const wrong = await call('GET', `${path}?csrf_token=${'A'.repeat(43)}`, without);
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ details: { csrf_token: 'invalid' } });

    const twice = await call('GET', `${path}?csrf_token=x`, subject.headers());
    expect(twice.status).toBe(400);
    expect(await twice.json()).toMatchObject({ details: { csrf_token: 'forbidden' } });

    const { org } = await boxForSubject();
    const withBearer = await call('GET', `${path}?csrf_token=x`, org.token());
    expect(withBearer.status).toBe(400);
    expect(await withBearer.json()).toMatchObject({ details: { csrf_token: 'forbidden' } });

    const unknownKey = await call('GET', `${path}?since=1`, subject.headers());
    expect(unknownKey.status).toBe(400);
    expect(await unknownKey.json()).toMatchObject({
      origin: 'query',
      details: { since: 'forbidden' },
    });
  });

  it('refuses strangers, and a Last-Event-ID of another box', async () => {
    const { org, subject, box } = await boxForSubject();
    const stranger = await signedIn();
    const refused = await openEventStream(`/boxes/${box.id}/events/stream`, stranger.headers());
    expect(refused.response.status).toBe(403);
    expect(await refused.response.json()).toMatchObject({ details: { reason: 'no_access' } });

    const other = await openBox(org, { subject: subject.identity.identifierValue });
    const elsewhere = await post(other.box, org.token);
    const foreign = await openEventStream(`/boxes/${box.id}/events/stream`, subject.headers(), {
      lastEventId: elsewhere.id,
    });
    expect(foreign.response.status).toBe(400);
    expect(await foreign.response.json()).toMatchObject({
      origin: 'headers',
      details: { 'last-event-id': 'invalid' },
    });
    const malformed = await openEventStream(`/boxes/${box.id}/events/stream`, subject.headers(), {
      lastEventId: 'not-an-id',
    });
    expect(malformed.response.status).toBe(400);
  });
});

describe('GET /boxes/events/stream', () => {
  it("sends the events of the caller's boxes, new boxes included, and their deletion", async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    const stream = await openEventStream('/boxes/events/stream', subject.headers());
    expect(stream.response.status).toBe(200);

    const posted = await post(box, org.token);
    const first = await stream.next();
    expect(first.id).toBeUndefined();
    expect(JSON.parse(first.data)).toMatchObject({ id: posted.id, box_id: box.id });

    // A box opened for the subject after the stream opened, and one for someone else.
    await openBox(org);
    const { box: later } = await openBox(org, { subject: subject.identity.identifierValue });
    expect(JSON.parse((await stream.next()).data)).toMatchObject({
      type: 'create',
      box_id: later.id,
    });
    const deleted = await call('DELETE', `/boxes/${later.id}`, org.admin.headers(), {
      user_confirmation: 'delete',
    });
    expect(deleted.status).toBe(204);
    expect(await stream.next()).toMatchObject({ event: 'box.delete' });
    expect(await stream.drain(300)).toEqual([]);
    await stream.close();
  });
});

describe('a change of staff reaches the streams already open', () => {
  it("ends a removed agent's box stream and takes the organization's boxes off their inbox", async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const boxStream = await openEventStream(`/boxes/${box.id}/events/stream`, org.agent.headers());
    const inbox = await openEventStream('/boxes/events/stream', org.agent.headers());
    expect([boxStream.response.status, inbox.response.status]).toEqual([200, 200]);

    const removed = await call(
      'DELETE',
      `/organizations/${org.organization.id}/members/${org.agent.identity.id}`,
      org.admin.headers(),
    );
    expect(removed.status).toBe(204);
    expect(await boxStream.next()).toMatchObject({
      event: 'access.lost',
      data: JSON.stringify({ box_id: box.id }),
    });
    await expect(boxStream.next()).rejects.toThrow('the stream ended');
    expect(await inbox.next()).toMatchObject({
      event: 'access.lost',
      data: JSON.stringify({ box_id: box.id }),
    });

    // Neither a new message nor a new box of the organization reaches them any more.
    await post(box, org.token, 'after the removal');
    await openBox(org);
    expect(await inbox.drain(300)).toEqual([]);
    await inbox.close();
  });

  it("tells a new agent's inbox to read its list again, then sends their new boxes' events", async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const newcomer = await signedIn();
    const inbox = await openEventStream('/boxes/events/stream', newcomer.headers());

    const added = await call(
      'POST',
      `/organizations/${org.organization.id}/members`,
      org.admin.headers(),
      { identifier_value: newcomer.identity.identifierValue, role: 'agent' },
    );
    expect(added.status).toBe(201);
    expect(await inbox.next()).toMatchObject({ event: 'resync' });
    const posted = await post(box, org.token, 'for the staff');
    expect(JSON.parse((await inbox.next()).data)).toMatchObject({ id: posted.id });
    await inbox.close();
  });
  it('decides again after notices may have been lost (the LISTEN connection dropped)', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const boxStream = await openEventStream(`/boxes/${box.id}/events/stream`, org.agent.headers());
    const inbox = await openEventStream('/boxes/events/stream', org.agent.headers());
    const listener = `FROM pg_stat_activity
      WHERE "query" LIKE 'LISTEN %coffer_activity%' AND "datname" = current_database()`;
    const elsewhere = createPool(getEnv().databaseUrl ?? '', 1);
    try {
      expect(
        (await elsewhere.query(`SELECT pg_terminate_backend("pid") ${listener}`)).rowCount,
      ).toBe(1);
      await expect
        .poll(async () => (await elsewhere.query(`SELECT 1 ${listener}`)).rowCount)
        .toBe(0);
      // Removed while nobody listens: its `reach` notice is lost.
      await elsewhere.query(
        'DELETE FROM "OrganizationMember" WHERE "organizationId" = $1 AND "identityId" = $2',
        [org.organization.id, org.agent.identity.id],
      );
    } finally {
      await elsewhere.end();
    }
    expect(await boxStream.next(5_000)).toMatchObject({ event: 'access.lost' });
    const messages = [await inbox.next(5_000), await inbox.next()];
    expect(messages).toMatchObject([{ event: 'access.lost' }, { event: 'resync' }]);
    await inbox.close();
  });
});

describe('a stream outlives neither its session nor its expiry', () => {
  it('ends the streams of a revoked token at the next check, and only those', async () => {
    const { org, subject, box } = await boxForSubject();
    const inbox = await openEventStream('/boxes/events/stream', subject.headers());
    const boxStream = await openEventStream(`/boxes/${box.id}/events/stream`, subject.headers());
    const admin = await openEventStream(`/boxes/${box.id}/events/stream`, org.admin.headers());

    // What signing out does to the session's tokens (endProviderSession).
    await getDb().accessToken.updateMany({
      where: { identityId: subject.identity.id },
      data: { revokedAt: new Date() },
    });
    await checkWatchedAccessTokens();
    await expect(inbox.next()).rejects.toThrow('the stream ended');
    await expect(boxStream.next()).rejects.toThrow('the stream ended');

    await post(box, org.admin.headers);
    expect(await admin.next()).toMatchObject({ data: expect.stringContaining('msg.text') });
    await admin.close();
  });

  it('ends a stream when its token expires, without waiting for a check', async () => {
    const { org, box } = await boxForSubject();
    const identity = await createIdentity({ email: `late-${box.id}@example.com` });
    await getDb().boxMember.create({ data: { boxId: box.id, identityId: identity.id } });
    const session = await createUserSession({
      identityId: identity.id,
      acr: 2,
      expiresAt: new Date(Date.now() + 1500),
    });
    const stream = await openEventStream(`/boxes/${box.id}/events/stream`, session.headers());
    expect(stream.response.status).toBe(200);
    await post(box, org.admin.headers);
    expect(await stream.next()).toMatchObject({ data: expect.stringContaining('msg.text') });
    await expect(stream.next(3000)).rejects.toThrow('the stream ended');
  });
});
