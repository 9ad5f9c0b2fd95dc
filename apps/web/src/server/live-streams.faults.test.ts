/**
 * Live streams across Coffer processes (docs/activity.md): two `pnpm start` on one
 * PostgreSQL; an event posted through process A reaches an SSE client connected to process
 * B within a second (LISTEN/NOTIFY), and SIGTERM ends B's streams at once instead of waiting
 * out the grace period. Needs `pnpm build`.
 */
import { randomBytes } from 'node:crypto';
import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  removeEveryCoffer,
  startCoffer,
  type CofferProcess,
} from '../../../../packages/db/test/spawn-coffer';
import { assertProductionBuild, signalGroup } from './test/process-tools';
import { openOrganizationBox } from './test/organization-box';

const SECRET = randomBytes(32).toString('base64url');

let a: CofferProcess;
let b: CofferProcess;

beforeAll(async () => {
  assertProductionBuild();
  a = await startCoffer({ env: { COFFER_SECRET: SECRET, SHUTDOWN_GRACE_SECONDS: '20' } });
  // B uses A's database: the embedded PostgreSQL A started.
  b = await startCoffer({
    databaseUrl: a.databaseUrl,
    env: { COFFER_SECRET: SECRET, SHUTDOWN_GRACE_SECONDS: '20' },
  });
});

afterAll(removeEveryCoffer);

/** An organization with a token, and a person with a session, made in the shared database. */
async function setUp() {
  // Read once, by the first getEnv() of this file, which the imports below make.
  Object.assign(process.env, {
    DATABASE_URL: a.databaseUrl,
    COFFER_SECRET: SECRET,
    APP_ORIGIN: a.origin,
    COFFER_HOME: a.home,
  });
  const factories = await import('@coffer/domain/test-factories');
  const { getDb } = await import('@coffer/db');
  const subject = await factories.createIdentity({ email: factories.randomEmail('subject') });
  const session = await factories.createUserSession({ identityId: subject.id, acr: 2 });
  const opened = await openOrganizationBox(a.origin, {
    title: 'Live',
    subject: subject.identifierValue,
  });
  await getDb().$disconnect();
  const { headers: token, publicKey } = opened;
  const box = { id: opened.boxId };
  return { token, session, box, publicKey };
}

/** An EventSource's request: the session cookie, the CSRF token in the query. */
async function openStream(
  origin: string,
  path: string,
  session: { csrfToken: string; accessToken: string },
) {
  const response = await fetch(`${origin}/api${path}?csrf_token=${session.csrfToken}`, {
    headers: { cookie: `accesstoken=${session.accessToken}; tokentype=bearer` },
  });
  expect(response.status).toBe(200);
  const reader = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  return reader;
}

/** A text message posted through `origin`; answers its event's id. */
async function postText(origin: string, boxId: string, token: Headers, publicKey: string) {
  const posted = await fetch(`${origin}/api/boxes/${boxId}/events`, {
    method: 'POST',
    headers: new Headers([...token, ['content-type', 'application/json']]),
    body: JSON.stringify({
      type: 'msg.text',
      content: { encrypted: 'Y2lwaGVydGV4dA', public_key: publicKey },
    }),
  });
  expect(posted.status).toBe(201);
  return ((await posted.json()) as { id: string }).id;
}

describe('two processes on one database', () => {
  it('streams resumed on B while A posts deliver every later event once, in order', async () => {
    const { token, session, box, publicKey } = await setUp();
    const named = await postText(a.origin, box.id, token, publicKey);
    const posted: string[] = [];
    const stop = new AbortController();
    const poster = (async () => {
      while (!stop.signal.aborted) posted.push(await postText(a.origin, box.id, token, publicKey));
    })();
    const streams = [];
    for (let i = 0; i < 10; i++) {
      const response = await fetch(
        `${b.origin}/api/boxes/${box.id}/events/stream?csrf_token=${session.csrfToken}`,
        {
          headers: {
            cookie: `accesstoken=${session.accessToken}; tokentype=bearer`,
            'last-event-id': named,
          },
        },
      );
      expect(response.status).toBe(200);
      streams.push(response);
    }
    stop.abort();
    await poster;
    for (const response of streams) {
      const reader = response
        .body!.pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .getReader();
      const ids: string[] = [];
      while (ids.length < posted.length) {
        const next = await Promise.race([
          reader.read(),
          new Promise<undefined>((resolve) => setTimeout(resolve, 2_000)),
        ]);
        if (!next || next.done) break;
        ids.push(next.value.id ?? '');
      }
      expect(ids).toEqual(posted);
      await reader.cancel();
    }
  });

  it('an event posted through A reaches a stream on B within a second; SIGTERM ends it at once', async () => {
    const { token, session, box, publicKey } = await setUp();
    const stream = await openStream(b.origin, `/boxes/${box.id}/events/stream`, session);

    const posted = await fetch(`${a.origin}/api/boxes/${box.id}/events`, {
      method: 'POST',
      headers: new Headers([...token, ['content-type', 'application/json']]),
      body: JSON.stringify({
        type: 'msg.text',
        content: { encrypted: 'Y2lwaGVydGV4dA', public_key: publicKey },
      }),
    });
    // Within a second of A's answer, as the e2e counts for one process: the post's own work
    // (beside the other suites on a loaded machine) is not the delivery's time.
    const answeredAt = Date.now();
    expect(posted.status).toBe(201);
    const event = (await posted.json()) as { id: string };
    const { value } = (await stream.read()) as { value: EventSourceMessage };
    expect(Date.now() - answeredAt).toBeLessThan(1000);
    expect(value.id).toBe(event.id);
    expect(JSON.parse(value.data)).toMatchObject({
      id: event.id,
      box_id: box.id,
      type: 'msg.text',
    });

    // A stream never ends by itself: the drain ends it first, so B stops well within its grace.
    const stoppedAt = Date.now();
    signalGroup(b.group, 'SIGTERM');
    expect(await stream.read()).toMatchObject({ done: true });
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
  });
});
