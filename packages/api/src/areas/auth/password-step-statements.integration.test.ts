/**
 * The statements of a password login step, the step most sign-ins take (issue #18,
 * packages/bench/README.md): every round trip and every transaction it makes is CPU on the
 * database and the server, so the list is pinned here.
 */
import { describe, expect, it } from 'vitest';
import { getDb, getPool } from '@coffer/db';
import { createAccount } from '@coffer/domain/accounts';
import { createTestPasswordParams, prehash } from '@coffer/domain/test-authn-methods';
import { queuedSecurityEvents, randomEmail } from '@coffer/domain/test-factories';
import { authorizationRequest } from '../../../test/register-relying-party';
import { serveSignInFlows } from '../../../test/serve-sign-in-flows';
import { TestBrowser } from '../../../test/test-browser';

const { server, rp } = await serveSignInFlows();
const PASSWORD = 'correct horse battery staple';

type Query = (...args: unknown[]) => unknown;

/** The statements the process's pool sent while `work` ran: a prepared one by its name. */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const client = await getPool().connect();
  const prototype = Object.getPrototypeOf(client) as { query: Query };
  client.release();
  const query = prototype.query;
  const sent: string[] = [];
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const statement = args[0] as string | { text: string; name?: string };
    sent.push(
      typeof statement === 'string'
        ? statement.trim().split(/\s+/).slice(0, 2).join(' ')
        : (statement.name ?? statement.text.trim().split(/\s+/).slice(0, 2).join(' ')),
    );
    return query.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.query = query;
  }
  return sent;
}

async function personWithPassword() {
  const email = randomEmail('statements');
  const identity = await getDb().identity.create({
    data: { identifierValue: email, displayName: 'Statements' },
  });
  const params = createTestPasswordParams();
  await createAccount({
    identityId: identity.id,
    prehashedPassword: await prehash(PASSWORD, params),
  });
  return { email, identityId: identity.id, metadata: await prehash(PASSWORD, params) };
}

/** Opens a sign-in in `browser`, names the person, and returns the password step to send. */
async function passwordStep(
  browser: TestBrowser,
  person: Awaited<ReturnType<typeof personWithPassword>>,
) {
  const { url } = await authorizationRequest(rp, { prompt: 'login' });
  const login = new URL((await browser.follow(url)).location ?? '');
  const loginChallenge = login.searchParams.get('login_challenge') ?? '';
  const identified = await browser.json('PUT', `${server.origin}/api/auth/identities`, {
    login_challenge: loginChallenge,
    identifier_value: person.email,
  });
  expect(identified.status).toBe(200);
  return () =>
    browser.json('POST', `${server.origin}/api/authn-steps`, {
      login_challenge: loginChallenge,
      authn_step: {
        identity_id: person.identityId,
        method_name: 'identity:prehashed_password',
        metadata: person.metadata,
      },
    });
}

describe('a password step that completes the login', () => {
  it('from a browser that signed in before: four prepared statements, no transaction', async () => {
    const person = await personWithPassword();
    const browser = new TestBrowser();
    const first = await (await passwordStep(browser, person))();
    expect(first.body).toMatchObject({ next: 'redirect' });
    const step = await passwordStep(browser, person);
    let answer: Awaited<ReturnType<typeof step>> | undefined;
    const sent = await statementsDuring(async () => {
      answer = await step();
    });
    expect(answer?.status).toBe(200);
    expect(answer?.body).toMatchObject({ next: 'redirect' });
    expect(sent).toEqual([
      expect.stringContaining('rlflx'),
      'find-step-challenge',
      'reserve-authn-attempt',
      'record-completed-login',
    ]);
  });

  it('from a new browser: the completion in a transaction that may queue the email', async () => {
    const person = await personWithPassword();
    const step = await passwordStep(new TestBrowser(), person);
    const sent = await statementsDuring(step);
    expect(sent).toEqual([
      expect.stringContaining('rlflx'),
      'find-step-challenge',
      'reserve-authn-attempt',
      'BEGIN',
      'WITH "challenge"',
      'COMMIT',
    ]);
  });

  it('from a browser known for someone else: the transaction, and the new-device email', async () => {
    const first = await personWithPassword();
    const second = await personWithPassword();
    const shared = new TestBrowser();
    expect((await (await passwordStep(shared, first))()).body).toMatchObject({ next: 'redirect' });
    // The second person's first browser: their next browser is a new device.
    const own = await (await passwordStep(new TestBrowser(), second))();
    expect(own.body).toMatchObject({ next: 'redirect' });
    const step = await passwordStep(shared, second);
    const sent = await statementsDuring(step);
    expect(sent).toContain('BEGIN');
    expect(await queuedSecurityEvents(second.identityId)).toEqual([
      'password_set',
      'new_device_sign_in',
    ]);
  });
});
