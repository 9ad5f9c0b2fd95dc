import type { AddressInfo } from 'node:net';
import * as oidc from 'openid-client';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, randomEmail } from '@coffer/domain/test-factories';
import { authorizationRequest, createRelyingParty } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { TestBrowser } from '../../test/test-browser';
import { captureLogs } from '@coffer/env/logger';
import { createMetricsServer } from './serve-metrics';

const logs = captureLogs();
const server = await serveForThisFile({ observe: true });
const rp = await createRelyingParty(server.origin);

type Step = { identity_id: string; method_name: string };

/** The code of the latest mail to `email` in the development outbox (no SMTP_URL here). */
async function mailedCode(email: string): Promise<string> {
  const mail = await getDb().outboxMail.findFirstOrThrow({
    where: { to: email },
    orderBy: { createdAt: 'desc' },
  });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/**
 * A relying party's sign-in with an emailed code, its tokens and userinfo, then the app's own
 * sign-in and a call with its cookies and CSRF token: every secret that crossed the wire.
 */
async function journey(): Promise<string[]> {
  const email = randomEmail();
  const identity = await createIdentity({ email });
  const browser = new TestBrowser();
  const { url, verifier, state } = await authorizationRequest(rp);
  const login = new URL((await browser.follow(url)).location ?? '');
  const loginChallenge = login.searchParams.get('login_challenge') ?? '';
  const api = (path: string) => `${server.origin}/api${path}`;
  await browser.json('PUT', api('/auth/identities'), {
    login_challenge: loginChallenge,
    identifier_value: email,
  });
  const step: Step = { identity_id: identity.id, method_name: 'identity:emailed_code' };
  await browser.json('POST', api('/authn-steps'), {
    login_challenge: loginChallenge,
    authn_step: step,
  });
  const emailedCode = await mailedCode(email);
  const performed = await browser.json('POST', api('/authn-steps'), {
    login_challenge: loginChallenge,
    authn_step: { ...step, metadata: { code: emailedCode } },
  });
  expect(performed.body['next']).toBe('redirect');
  const callback = new URL(
    (await browser.follow(String(performed.body['redirect_to']))).location ?? '',
  );
  const tokens = await oidc.authorizationCodeGrant(rp.config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  await oidc.fetchUserInfo(rp.config, tokens.access_token, identity.id);

  // The app's own sign-in reuses the provider session this browser now holds.
  const start = await browser.follow(`${server.origin}/auth/login?return_to=/account`);
  const authorize = await browser.follow(start.location ?? '');
  const ownCallback = new URL(authorize.location ?? '');
  const landed = await browser.follow(ownCallback);
  const csrfToken = new URLSearchParams(landed.location?.split('#')[1]).get('csrf_token') ?? '';
  const session = await browser.fetch(api('/auth/session'), {
    headers: { 'x-csrf-token': csrfToken },
  });
  expect(session.status).toBe(200);

  return [
    loginChallenge,
    emailedCode,
    callback.searchParams.get('code') ?? '',
    ownCallback.searchParams.get('code') ?? '',
    tokens.access_token,
    tokens.id_token ?? '',
    csrfToken,
    ...browser.cookies.values(),
  ];
}

describe('request logs and metrics', () => {
  it('name each request (id, method, route, status, duration, caller) and hold none of its secrets', async () => {
    const secrets = await journey();
    logs.stop();
    expect(secrets.filter((secret) => secret.length < 6)).toEqual([]);
    const text = logs.text();
    for (const secret of secrets) expect(text).not.toContain(secret);

    const lines = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const line of lines) {
      expect(line).toMatchObject({
        reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        method: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
        durationMs: expect.any(Number),
        caller: expect.any(String),
      });
    }
    const seen = lines.map((line) =>
      [line['method'], line['route'], line['status'], line['caller']].map(String).join(' '),
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        'GET /oauth2/auth 302 anonymous',
        'PUT /api/auth/identities 200 anonymous',
        'POST /api/authn-steps 200 anonymous',
        'POST /oauth2/token 200 client',
        'GET /oauth2/userinfo 200 anonymous',
        'GET /auth/callback 302 anonymous',
        'GET /api/auth/session 200 user',
      ]),
    );
  });

  it('are measured: requests by route, login steps by outcome, the database pool; served on a port of their own', async () => {
    const metrics = createMetricsServer();
    await new Promise<void>((resolve) => metrics.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}`;
    try {
      const answer = await fetch(`${origin}/metrics`);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await answer.text();
      expect(text).toContain(
        'coffer_http_requests_total{method="POST",route="/oauth2/token",status="200"} 1',
      );
      expect(text).toContain(
        'coffer_http_request_duration_seconds_count{method="GET",route="/api/auth/session"} 1',
      );
      expect(text).toContain('coffer_login_steps_total{outcome="completed"} 1');
      expect(text).toContain('coffer_login_steps_total{outcome="continued"} 1');
      expect(text).toContain('coffer_uploads_in_flight 0');
      expect(text).toContain('# TYPE coffer_job_queue_jobs gauge');
      expect(
        Number(/coffer_db_pool_connections\{state="total"\} (\d+)/.exec(text)?.[1]),
      ).toBeGreaterThan(0);
      expect((await fetch(`${origin}/`)).status).toBe(404);
    } finally {
      metrics.close();
    }
  });
});
