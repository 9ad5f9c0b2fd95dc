/**
 * Logout that relying parties hear about (docs/oidc.md#logout-relying-parties-hear-about):
 * each way a Coffer session ends sends a logout token to every relying party that got an ID
 * token in it, through the real job workers to a real HTTP endpoint, retried with the queue's
 * back-off (made due rather than waited for). Each way queues the job itself, at once: the
 * every-minute sweep would tell them too, later, so the tests check the queue right away. jose checks the token against the JWKS, as an
 * RP would (openid-client and oauth4webapi have no logout-token validator).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb, JOB_QUEUE_SCHEMA } from '@coffer/db';
import { deleteIdentity } from '@coffer/domain/identities';
import { startJobWorkers } from '@coffer/domain/jobs';
import { queueEndedSessionLogouts } from '@coffer/domain/oidc';
import { userCaller } from '@coffer/domain/test-factories';
import { jobStates, makeJobsDue, waitUntil } from '../../test/job-queue-time';
import { personWithApp } from '../../test/person-with-app';
import { loginApi } from '../../test/login-api';
import {
  authorizationRequest,
  codeFlow,
  createRelyingParty,
  type RelyingParty,
} from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { spawnCofferProcess } from '../../test/spawn-coffer-process';
import {
  browserWithProviderSession,
  browserWithSession,
  type TestBrowser,
} from '../../test/test-browser';

const server = await serveForThisFile();
const login = loginApi(server.origin);
await startJobWorkers();
const QUEUE = 'backchannel-logout';
const EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const jwks = createRemoteJWKSet(new URL(`${server.origin}/oauth2/jwks`));

type Attempt = { path: string; contentType: string | undefined; logoutToken: string | null };

/** The relying parties' back channel: answers with the next status of `plan` (then 200). */
function startReceiver(port = 0) {
  const attempts: Attempt[] = [];
  const plan: number[] = [];
  const http: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      attempts.push({
        path: request.url ?? '',
        contentType: request.headers['content-type'],
        logoutToken: new URLSearchParams(body).get('logout_token'),
      });
      response.statusCode = plan.shift() ?? 200;
      response.end();
    });
  });
  const listening = new Promise<number>((resolve) =>
    http.listen(port, '127.0.0.1', () => resolve((http.address() as AddressInfo).port)),
  );
  afterAll(() => new Promise<void>((resolve) => http.close(() => resolve())));
  return { attempts, plan, listening };
}

const receiver = startReceiver();
const receiverPort = await receiver.listening;
let paths = 0;

/** A relying party listening for logouts on a path of its own. */
async function backchannelRp(port = receiverPort) {
  const path = `/logout/${++paths}`;
  const rp = await createRelyingParty(server.origin, {
    logout: { backchannelLogoutUri: `http://127.0.0.1:${port}${path}` },
  });
  return { rp, path };
}

/** The code flow in `browser`: the ID token's claims. */
async function signInTo(rp: RelyingParty, browser: TestBrowser) {
  const claims = (await codeFlow(rp, browser)).claims();
  if (!claims) throw new Error('no ID token');
  return claims;
}

/** Waits for the logout token posted to `path`, and checks it as the relying party must. */
async function logoutTokenAt(path: string, rp: RelyingParty): Promise<JWTPayload> {
  await waitUntil(`a logout token at ${path}`, () =>
    receiver.attempts.some((attempt) => attempt.path === path && attempt.logoutToken),
  );
  const attempt = receiver.attempts.find((each) => each.path === path && each.logoutToken);
  expect(attempt?.contentType).toBe('application/x-www-form-urlencoded');
  const { payload, protectedHeader } = await jwtVerify(attempt?.logoutToken ?? '', jwks, {
    issuer: server.origin,
    audience: rp.clientId,
    typ: 'logout+jwt',
    algorithms: ['RS256'],
    maxTokenAge: '2 minutes',
  });
  expect(protectedHeader.kid).toBeTruthy();
  expect(payload.events).toEqual({ [EVENT]: {} });
  expect(payload).not.toHaveProperty('nonce');
  expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  expect(payload.exp).toBe((payload.iat ?? 0) + 120);
  return payload;
}

async function queuedFor(clientId: string): Promise<number> {
  const [row] = await getDb().$queryRawUnsafe<{ count: number }[]>(
    `SELECT count(*)::int AS "count" FROM ${JOB_QUEUE_SCHEMA}.job
     WHERE name = $1 AND data->>'clientId' = $2`,
    QUEUE,
    clientId,
  );
  return row?.count ?? 0;
}

describe('back-channel logout reaches the relying party', () => {
  it('signed out on Coffer: sub and the ID token’s sid; a relying party without a URI gets nothing', async () => {
    const { browser, identityId } = await browserWithProviderSession();
    const { rp, path } = await backchannelRp();
    const silent = await createRelyingParty(server.origin);
    const idToken = await signInTo(rp, browser);
    await signInTo(silent, browser);
    expect(idToken.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const csrfToken = await login.appSignIn(browser);

    const logout = await browser.fetch(`${server.origin}/api/auth/logout`, {
      method: 'POST',
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(logout.status).toBe(204);
    expect(await queuedFor(rp.clientId)).toBe(1);
    const token = await logoutTokenAt(path, rp);
    expect(token).toMatchObject({ sub: identityId, sid: idToken.sid });
    expect(await queuedFor(silent.clientId)).toBe(0);
    expect(await queuedFor(rp.clientId)).toBe(1);
  });

  it('signed out by the relying party itself (RP-initiated logout)', async () => {
    const { browser, identityId } = await browserWithProviderSession();
    const { rp, path } = await backchannelRp();
    const tokens = await codeFlow(rp, browser);
    const ended = await browser.follow(
      `${server.origin}/oauth2/logout?id_token_hint=${tokens.id_token ?? ''}`,
    );
    expect(ended.response.status).toBe(302);
    expect(await queuedFor(rp.clientId)).toBe(1);
    expect(await logoutTokenAt(path, rp)).toMatchObject({
      sub: identityId,
      sid: tokens.claims()?.sid,
    });
  });

  it('signed out from another browser (“sign out elsewhere”)', async () => {
    const { browser, identityId } = await browserWithProviderSession();
    const { rp, path } = await backchannelRp();
    const { sid } = await signInTo(rp, browser);
    const other = await browserWithSession(identityId);
    const csrfToken = await login.appSignIn(other);

    const elsewhere = await other.fetch(`${server.origin}/api/identities/${identityId}/sessions`, {
      method: 'DELETE',
      headers: { 'x-csrf-token': csrfToken },
    });
    expect(elsewhere.status).toBe(204);
    expect(await queuedFor(rp.clientId)).toBe(1);
    expect(await logoutTokenAt(path, rp)).toMatchObject({ sub: identityId, sid });
  });

  it('the account deleted: every session’s relying parties, though the sessions are gone', async () => {
    const { browser, identityId } = await browserWithProviderSession();
    const { rp, path } = await backchannelRp();
    const { sid } = await signInTo(rp, browser);
    const identity = await getDb().identity.findUniqueOrThrow({ where: { id: identityId } });

    await deleteIdentity({
      caller: userCaller(identityId),
      identityId,
      userConfirmation: identity.identifierValue,
    });
    expect(await getDb().providerSession.count({ where: { identityId } })).toBe(0);
    expect(await queuedFor(rp.clientId)).toBe(1);
    expect(await logoutTokenAt(path, rp)).toMatchObject({ sub: identityId, sid });
  });

  it('replaced by a step-up: the old session’s sid, not the new one’s', async () => {
    const { person, recoveryCodes } = await personWithApp();
    const browser = await browserWithSession(person.id);
    const { rp, path } = await backchannelRp();
    const before = await signInTo(rp, browser);

    const { url } = await authorizationRequest(rp, { acr_values: '2' });
    const loginPage = new URL((await browser.follow(url)).location ?? '');
    const challenge = loginPage.searchParams.get('login_challenge') ?? '';
    await login.identify(browser, challenge, person.identifierValue);
    const done = await login.recoveryStep(browser, challenge, person.id, recoveryCodes[0] ?? '');
    expect(done.body).toMatchObject({ next: 'redirect' });
    expect(await queuedFor(rp.clientId)).toBe(1);

    const token = await logoutTokenAt(path, rp);
    expect(token).toMatchObject({ sub: person.id, sid: before.sid });
    const after = await signInTo(rp, browser);
    expect(after.acr).toBe('2');
    expect(after.sid).not.toBe(before.sid);
  });

  it('expired: the sweep tells its relying parties, once', async () => {
    const { browser, identityId } = await browserWithProviderSession();
    const { rp, path } = await backchannelRp();
    const { sid } = await signInTo(rp, browser);
    await getDb().providerSession.updateMany({
      where: { identityId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await queuedFor(rp.clientId)).toBe(0);

    expect(await queueEndedSessionLogouts()).toBeGreaterThanOrEqual(1);
    expect(await logoutTokenAt(path, rp)).toMatchObject({ sub: identityId, sid });
    await queueEndedSessionLogouts();
    expect(await queuedFor(rp.clientId)).toBe(1);
  });
});

describe('back-channel logout is retried', () => {
  it('while the relying party answers 503, then delivered', async () => {
    const { browser } = await browserWithProviderSession();
    const { rp, path } = await backchannelRp();
    const { sid } = await signInTo(rp, browser);
    receiver.plan.push(503);
    await signOutConfirmed(browser);

    await waitUntil('the refused attempt', () =>
      receiver.attempts.some((attempt) => attempt.path === path),
    );
    await waitUntil('its retry', async () => (await jobStates(QUEUE))['retry'] !== undefined);
    await makeJobsDue(QUEUE);
    await waitUntil(
      'a second attempt',
      () => receiver.attempts.filter((attempt) => attempt.path === path).length === 2,
    );
    expect(await logoutTokenAt(path, rp)).toMatchObject({ sid });
  });

  it('while the relying party is down, then delivered once it is up, by either of two processes', async () => {
    // Another Coffer process on the database, behind the same issuer, working the queue too:
    // each attempt goes to whichever process takes the job first.
    const second = await spawnCofferProcess({ jobWorkers: true, issuer: server.origin });
    try {
      const port = await freePort();
      const { browser } = await browserWithProviderSession();
      const { rp, path } = await backchannelRp(port);
      const { sid } = await signInTo(rp, browser);
      await signOutConfirmed(browser);

      // Refused twice while down: the retry is taken again from the shared queue.
      await waitUntil('a failed attempt', async () => (await failedAttemptsOf(rp.clientId)) === 1);
      await makeJobsDue(QUEUE);
      await waitUntil('a failed retry', async () => (await failedAttemptsOf(rp.clientId)) === 2);
      const up = startReceiver(port);
      await up.listening;
      await makeJobsDue(QUEUE);
      await waitUntil('the delivery', () => up.attempts.some((attempt) => attempt.path === path));
      await waitUntil('no job left to run', async () => {
        const states = await jobStates(QUEUE);
        return states['retry'] === undefined && states['active'] === undefined;
      });
      expect(up.attempts.filter((attempt) => attempt.path === path)).toHaveLength(1);
      const { payload } = await jwtVerify(up.attempts[0]?.logoutToken ?? '', jwks, {
        issuer: server.origin,
        audience: rp.clientId,
        typ: 'logout+jwt',
      });
      expect(payload).toMatchObject({ sid, events: { [EVENT]: {} } });
    } finally {
      await second.kill('SIGTERM');
    }
  });
});

/**
 * How many attempts of the client's back-channel logout job failed, while it waits to be
 * retried (pg-boss counts a retry when a worker claims the job again, hence the + 1).
 */
async function failedAttemptsOf(clientId: string): Promise<number> {
  const [row] = await getDb().$queryRawUnsafe<{ failed: number }[]>(
    `SELECT coalesce(max(retry_count + 1) FILTER (WHERE state = 'retry'), 0)::int AS "failed"
     FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = $1 AND data->>'clientId' = $2`,
    QUEUE,
    clientId,
  );
  return row?.failed ?? 0;
}

/** A port nobody listens on (for now): a connection there is refused. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** RP-initiated logout without a hint, confirmed on Coffer's page. */
async function signOutConfirmed(browser: TestBrowser) {
  const page = await (await browser.fetch(`${server.origin}/oauth2/logout`)).text();
  const confirmation = /name="logout_confirmation" value="([^"]+)"/.exec(page)?.[1] ?? '';
  const ended = await browser.fetch(`${server.origin}/oauth2/logout`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ logout_confirmation: confirmation }),
  });
  expect(ended.status).toBe(302);
}

describe('front-channel logout', () => {
  it('the sign-out page loads the relying party’s frontchannel_logout_uri with iss and its sid', async () => {
    const { browser } = await browserWithProviderSession();
    const rp = await createRelyingParty(server.origin, {
      logout: { frontchannelLogoutUri: 'https://rp.example/frontchannel?from=coffer' },
    });
    const quiet = await createRelyingParty(server.origin);
    const tokens = await codeFlow(rp, browser);
    await signInTo(quiet, browser);

    const page = await browser.fetch(
      `${server.origin}/oauth2/logout?id_token_hint=${tokens.id_token ?? ''}`,
    );
    expect(page.status).toBe(200);
    expect(browser.cookies.has('coffer_session')).toBe(false);
    const html = await page.text();
    const frames = [...html.matchAll(/<iframe src="([^"]+)"/g)].map(([, src]) =>
      src?.replaceAll('&#38;', '&'),
    );
    expect(frames).toHaveLength(1);
    const frame = new URL(frames[0] ?? '');
    expect(frame.origin + frame.pathname).toBe('https://rp.example/frontchannel');
    expect(Object.fromEntries(frame.searchParams)).toEqual({
      from: 'coffer',
      iss: server.origin,
      sid: tokens.claims()?.sid,
    });
    expect(html).toContain(`data-next="${server.origin}/"`);
    expect(page.headers.get('content-security-policy')).toContain('frame-src https://rp.example;');
  });

  it('without such a relying party, signing out redirects at once; discovery says both', async () => {
    const { browser } = await browserWithProviderSession();
    await signInTo(await createRelyingParty(server.origin), browser);
    await signOutConfirmed(browser);
    const discovery = (await (
      await fetch(`${server.origin}/.well-known/openid-configuration`)
    ).json()) as { claims_supported: string[] };
    expect(discovery).toMatchObject({
      backchannel_logout_supported: true,
      backchannel_logout_session_supported: true,
      frontchannel_logout_supported: true,
      frontchannel_logout_session_supported: true,
    });
    expect(discovery.claims_supported).toContain('sid');
  });
});
