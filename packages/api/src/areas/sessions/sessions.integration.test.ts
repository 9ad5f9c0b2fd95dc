import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@coffer/db';
import { createBrowserSession, createIdentity } from '@coffer/domain/test-factories';
import { createRestHandler } from '../../rest/create-rest-handler';
import { authOperations } from '../auth/operations';
import { identitiesOperations } from '../identities/operations';
import { sessionsOperations } from './operations';

process.env.APP_ORIGIN = 'http://localhost:3000';

const handle = createRestHandler({
  auth: authOperations,
  identities: identitiesOperations,
  sessions: sessionsOperations,
});

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type Browser = Awaited<ReturnType<typeof createBrowserSession>>;

function call(method: string, path: string, browser: Browser, extra: Record<string, string> = {}) {
  const headers = browser.headers();
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  return handle(new Request(`http://localhost:3000/api${path}`, { method, headers }));
}

/** A page load of the app in that browser: GET /auth/session, from that device and address. */
async function pageLoad(browser: Browser, userAgent: string, clientIp: string) {
  const response = await call('GET', '/auth/session', browser, {
    'user-agent': userAgent,
    'x-coffer-client-ip': clientIp,
  });
  expect(response.status).toBe(200);
}

async function listed(identityId: string, browser: Browser) {
  const response = await call('GET', `/identities/${identityId}/sessions`, browser);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

async function twoBrowsers() {
  const identity = await createIdentity();
  const laptop = await createBrowserSession({ identityId: identity.id, acr: 2 });
  const phone = await createBrowserSession({ identityId: identity.id });
  await pageLoad(laptop, FIREFOX_LINUX, '203.0.113.77');
  await pageLoad(phone, SAFARI_IPHONE, '2001:db8:85a3:8d3:1319:8a2e:370:7348');
  return { identity, laptop, phone };
}

describe('GET /identities/{id}/sessions', () => {
  it('lists each signed-in browser: device, coarse network, started, last active; this one marked', async () => {
    const { identity, laptop, phone } = await twoBrowsers();
    const sessions = await listed(identity.id, laptop);
    expect(sessions).toHaveLength(2);
    const [newest, oldest] = sessions;
    expect(newest).toMatchObject({
      id: phone.sessionId,
      browser: 'Safari 17',
      os: 'iOS 17.5',
      device_type: 'mobile',
      network: '2001:db8:85a3::/48',
      network_kind: 'internet',
      acr: 1,
      current: false,
    });
    expect(oldest).toMatchObject({
      id: laptop.sessionId,
      browser: 'Firefox 133',
      os: 'Linux',
      device_type: 'desktop',
      user_agent: FIREFOX_LINUX,
      network: '203.0.113.0/24',
      acr: 2,
      current: true,
    });
    expect(Date.parse(String(oldest?.['last_active_at']))).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(String(oldest?.['created_at']))).toBeLessThanOrEqual(
      Date.parse(String(oldest?.['last_active_at'])),
    );
    // The full address is never kept, only its network.
    const stored = await getDb().providerSession.findUniqueOrThrow({
      where: { id: laptop.sessionId },
      select: { network: true },
    });
    expect(stored.network).toBe('203.0.113.0/24');
  });

  it("says which network is the server's own computer or a local one", async () => {
    const identity = await createIdentity();
    const seen: Record<string, string> = {};
    let browser: Browser | null = null;
    for (const clientIp of [
      '::1',
      '127.0.0.1',
      '192.168.1.20',
      'fd12:3456:789a::1',
      '198.51.100.7',
    ]) {
      browser = await createBrowserSession({ identityId: identity.id });
      await pageLoad(browser, FIREFOX_LINUX, clientIp);
      seen[browser.sessionId] = clientIp;
    }
    const sessions = await listed(identity.id, browser!);
    expect(
      Object.fromEntries(
        sessions.map((session) => [seen[String(session['id'])], session['network_kind']]),
      ),
    ).toEqual({
      '::1': 'loopback',
      '127.0.0.1': 'loopback',
      '192.168.1.20': 'local',
      'fd12:3456:789a::1': 'local',
      '198.51.100.7': 'internet',
    });
  });

  it('leaves out ended and expired sessions', async () => {
    const { identity, laptop, phone } = await twoBrowsers();
    const old = await createBrowserSession({ identityId: identity.id });
    await getDb().providerSession.update({
      where: { id: old.sessionId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(
      await call('DELETE', `/identities/${identity.id}/sessions/${phone.sessionId}`, laptop),
    ).toHaveProperty('status', 204);
    expect((await listed(identity.id, laptop)).map(({ id }) => id)).toEqual([laptop.sessionId]);
  });

  it("403 for another identity's list", async () => {
    const { identity } = await twoBrowsers();
    const stranger = await createBrowserSession({ identityId: (await createIdentity()).id });
    const response = await call('GET', `/identities/${identity.id}/sessions`, stranger);
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
  });
});

describe('session activity (docs/identities.md#sessions)', () => {
  async function noted(sessionId: string) {
    return getDb().providerSession.findUniqueOrThrow({
      where: { id: sessionId },
      select: { userAgent: true, network: true, lastActiveAt: true },
    });
  }

  it('any request with the session cookies notes the browser, network and time, once a minute', async () => {
    const identity = await createIdentity();
    const browser = await createBrowserSession({ identityId: identity.id });
    expect(await noted(browser.sessionId)).toMatchObject({ userAgent: null, lastActiveAt: null });

    // Not a page load (GET /auth/session): a tab left open, reading the sessions list.
    const seen = await call('GET', `/identities/${identity.id}/sessions`, browser, {
      'user-agent': FIREFOX_LINUX,
      'x-coffer-client-ip': '203.0.113.77',
    });
    expect(seen.status).toBe(200);
    const first = await noted(browser.sessionId);
    expect(first).toMatchObject({ userAgent: FIREFOX_LINUX, network: '203.0.113.0/24' });
    expect(first.lastActiveAt?.getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Within the minute, nothing is written again.
    await call('GET', `/identities/${identity.id}/sessions`, browser, {
      'user-agent': SAFARI_IPHONE,
      'x-coffer-client-ip': '198.51.100.9',
    });
    expect(await noted(browser.sessionId)).toEqual(first);

    // The database's mark a minute old, but this process noted the token less than a minute
    // ago: it skips the statement (the mark is best-effort; the next note comes within a minute).
    const minuteAgo = new Date(Date.now() - 61_000);
    await getDb().providerSession.update({
      where: { id: browser.sessionId },
      data: { lastActiveAt: minuteAgo },
    });
    await call('GET', `/identities/${identity.id}/sessions`, browser, {
      'user-agent': SAFARI_IPHONE,
      'x-coffer-client-ip': '198.51.100.9',
    });
    expect(await noted(browser.sessionId)).toEqual({ ...first, lastActiveAt: minuteAgo });

    // A minute later for this process too, the next request is noted.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      await call('GET', `/identities/${identity.id}/sessions`, browser, {
        'user-agent': SAFARI_IPHONE,
        'x-coffer-client-ip': '198.51.100.9',
      });
    } finally {
      vi.useRealTimers();
    }
    const later = await noted(browser.sessionId);
    expect(later).toMatchObject({ userAgent: SAFARI_IPHONE, network: '198.51.100.0/24' });
    expect(later.lastActiveAt?.getTime()).toBeGreaterThan(minuteAgo.getTime());
  });
});

describe('DELETE /identities/{id}/sessions/{session_id}', () => {
  it('signs that browser out: its session ends and its token stops working at once', async () => {
    const { identity, laptop, phone } = await twoBrowsers();
    const response = await call(
      'DELETE',
      `/identities/${identity.id}/sessions/${phone.sessionId}`,
      laptop,
    );
    expect(response.status).toBe(204);
    expect((await call('GET', '/auth/session', phone)).status).toBe(401);
    expect((await call('GET', '/auth/session', laptop)).status).toBe(200);
  });

  it("404 for another identity's session named under your id, which stays signed in", async () => {
    const { identity, laptop } = await twoBrowsers();
    const other = await twoBrowsers();
    const response = await call(
      'DELETE',
      `/identities/${identity.id}/sessions/${other.phone.sessionId}`,
      laptop,
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      code: 'not_found',
      origin: 'path',
      details: { session_id: 'not_found' },
    });
    expect((await call('GET', '/auth/session', other.phone)).status).toBe(200);
  });

  it("403 under another identity's id", async () => {
    const { laptop } = await twoBrowsers();
    const other = await twoBrowsers();
    const response = await call(
      'DELETE',
      `/identities/${other.identity.id}/sessions/${other.phone.sessionId}`,
      laptop,
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    expect((await call('GET', '/auth/session', other.phone)).status).toBe(200);
  });

  it('404 for a session already ended, 400 for a malformed id', async () => {
    const { identity, laptop, phone } = await twoBrowsers();
    const path = `/identities/${identity.id}/sessions/${phone.sessionId}`;
    expect((await call('DELETE', path, laptop)).status).toBe(204);
    expect((await call('DELETE', path, laptop)).status).toBe(404);
    const malformed = await call('DELETE', `/identities/${identity.id}/sessions/nope`, laptop);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: { session_id: 'malformed' } });
  });
});

describe('DELETE /identities/{id}/sessions (sign out everywhere else)', () => {
  it('ends every other session and keeps this one', async () => {
    const { identity, laptop, phone } = await twoBrowsers();
    const tablet = await createBrowserSession({ identityId: identity.id });
    const someoneElse = await twoBrowsers();
    const response = await call('DELETE', `/identities/${identity.id}/sessions`, laptop);
    expect(response.status).toBe(204);
    expect((await call('GET', '/auth/session', phone)).status).toBe(401);
    expect((await call('GET', '/auth/session', tablet)).status).toBe(401);
    expect((await call('GET', '/auth/session', laptop)).status).toBe(200);
    expect((await listed(identity.id, laptop)).map(({ id }) => id)).toEqual([laptop.sessionId]);
    // Nobody else's sessions are touched.
    expect(await listed(someoneElse.identity.id, someoneElse.laptop)).toHaveLength(2);
  });

  it("403 for another identity's sessions", async () => {
    const { laptop } = await twoBrowsers();
    const other = await twoBrowsers();
    const response = await call('DELETE', `/identities/${other.identity.id}/sessions`, laptop);
    expect(response.status).toBe(403);
    expect(await listed(other.identity.id, other.laptop)).toHaveLength(2);
  });
});
