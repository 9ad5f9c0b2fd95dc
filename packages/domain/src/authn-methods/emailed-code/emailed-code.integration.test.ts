import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity } from '../../../test/factories';
import {
  TEST_SOURCE,
  createLoginChallenge,
  lastMailedCode,
  mailedCode,
  refusal,
  wrongCode,
} from '../test';
import { prepareEmailedCode } from './prepare-emailed-code';
import { verifyEmailedCode } from './verify-emailed-code';

// Read by getEnv() on first use in this file. The lockout is set high here so that the
// code's own limit (5 wrong attempts) is what the tests meet; lockout.integration.test.ts
// covers the lockout. No SMTP_URL: codes land in the development outbox.
process.env.AUTH_FAILURES_BEFORE_LOCK = '20';
process.env.EMAILED_CODE_TTL_SECONDS = '300';
process.env.EMAILED_CODE_RESEND_SECONDS = '30';
delete process.env.SMTP_URL;

/** Moves the identity's codes back in time, as if `seconds` had passed. */
async function age(identityId: string, seconds: number) {
  await getDb().$executeRaw`
    UPDATE "EmailedCode" SET "createdAt" = "createdAt" - make_interval(secs => ${seconds}),
      "expiresAt" = "expiresAt" - make_interval(secs => ${seconds})
    WHERE "identityId" = ${identityId}::uuid`;
}

describe('prepareEmailedCode', () => {
  it('mails a 6-digit code, valid 5 minutes, stored only as a keyed hash', async () => {
    const { identityId, code } = await mailedCode();
    expect(code).toMatch(/^\d{6}$/);
    const row = await getDb().emailedCode.findFirstOrThrow({ where: { identityId } });
    expect(row.codeHash).not.toContain(code);
    expect(row.codeHash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ttl = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(ttl).toBe(300_000);
  });

  it('refuses a new code within 30 s of the previous one (429 with Retry-After)', async () => {
    const { identityId, loginChallengeId } = await mailedCode();
    const error = await refusal(
      prepareEmailedCode({ source: TEST_SOURCE, identityId, loginChallengeId }),
    );
    expect(error.status).toBe(429);
    expect(error.details).toEqual({ metadata: 'too_many_requests' });
    expect(Number(error.headers['retry-after'])).toBeGreaterThanOrEqual(29);
    expect(Number(error.headers['retry-after'])).toBeLessThanOrEqual(30);
  });

  it('refuses two simultaneous requests but one', async () => {
    const identity = await createIdentity();
    const loginChallengeId = await createLoginChallenge(identity.id);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        prepareEmailedCode({ source: TEST_SOURCE, identityId: identity.id, loginChallengeId }),
      ),
    );
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    expect(await getDb().emailedCode.count({ where: { identityId: identity.id } })).toBe(1);
  });

  it('sends a new code after the delay; only the latest one is then accepted', async () => {
    const { email, ...first } = await mailedCode();
    await age(first.identityId, 31);
    await prepareEmailedCode(first);
    const second = await lastMailedCode(email);
    // Two draws coincide once in a million: then the first code is the second one.
    if (second !== first.code) {
      const error = await refusal(verifyEmailedCode(first));
      expect(error.details).toEqual({ metadata: 'invalid' });
    }
    await verifyEmailedCode({ ...first, code: second });
  });

  it('404 for an unknown identity', async () => {
    const identity = await createIdentity();
    const loginChallengeId = await createLoginChallenge(identity.id);
    const error = await refusal(
      prepareEmailedCode({
        source: TEST_SOURCE,
        identityId: '00000000-0000-4000-8000-000000000000',
        loginChallengeId,
      }),
    );
    expect(error.status).toBe(404);
  });
});

describe('verifyEmailedCode', () => {
  it('accepts the right code once', async () => {
    const mailed = await mailedCode();
    await verifyEmailedCode(mailed);
    const reused = await refusal(verifyEmailedCode(mailed));
    expect(reused.status).toBe(403);
    expect(reused.toBody()).toMatchObject({
      code: 'forbidden',
      origin: 'body',
      details: { metadata: 'invalid' },
    });
  });

  it('refuses a wrong code (403 invalid) and still accepts the right one', async () => {
    const mailed = await mailedCode();
    const error = await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
    expect(error.status).toBe(403);
    expect(error.details).toEqual({ metadata: 'invalid' });
    await verifyEmailedCode(mailed);
  });

  it('burns the code after 5 wrong attempts: even the right code then fails', async () => {
    const mailed = await mailedCode();
    for (let attempt = 0; attempt < 5; attempt++) {
      await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
    }
    const error = await refusal(verifyEmailedCode(mailed));
    expect(error.status).toBe(403);
    expect(error.details).toEqual({ metadata: 'invalid' });
  });

  it('refuses an expired code (403 expired)', async () => {
    const mailed = await mailedCode();
    await age(mailed.identityId, 301);
    const error = await refusal(verifyEmailedCode(mailed));
    expect(error.status).toBe(403);
    expect(error.details).toEqual({ metadata: 'expired' });
  });

  it('accepts a code only for the login challenge it was sent for', async () => {
    const mailed = await mailedCode();
    const otherChallenge = await createLoginChallenge(mailed.identityId);
    const error = await refusal(verifyEmailedCode({ ...mailed, loginChallengeId: otherChallenge }));
    expect(error.details).toEqual({ metadata: 'invalid' });
  });

  it('lets one of two simultaneous right answers through', async () => {
    const mailed = await mailedCode();
    const results = await Promise.allSettled([
      verifyEmailedCode(mailed),
      verifyEmailedCode(mailed),
    ]);
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
  });

  it('never compares more than 5 guesses per code, even sent all at once', async () => {
    const mailed = await mailedCode();
    await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }),
      ),
    );
    const row = await getDb().emailedCode.findFirstOrThrow({
      where: { identityId: mailed.identityId },
    });
    expect(row.failedAttempts).toBe(5);
    expect(row.consumedAt).toBeNull();
  });

  it('400 for a code that is not 6 digits, without counting it', async () => {
    const mailed = await mailedCode();
    const error = await refusal(verifyEmailedCode({ ...mailed, code: '12345a' }));
    expect(error.status).toBe(400);
    expect(error.details).toEqual({ metadata: 'malformed' });
    const row = await getDb().emailedCode.findFirstOrThrow({
      where: { identityId: mailed.identityId },
    });
    expect(row.failedAttempts).toBe(0);
  });
});
