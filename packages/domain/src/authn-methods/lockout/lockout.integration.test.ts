import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { prepareEmailedCode } from '../emailed-code/prepare-emailed-code';
import { verifyEmailedCode } from '../emailed-code/verify-emailed-code';
import { lastMailedCode, mailedCode, refusal, wrongCode } from '../test';

// Read by getEnv() on first use in this file: 3 failures lock for 60 s, then 120 s, 240 s…
process.env.AUTH_FAILURES_BEFORE_LOCK = '3';
process.env.AUTH_LOCK_BASE_SECONDS = '60';
delete process.env.SMTP_URL;

/** The lock runs out, as if its time had passed. */
async function expireLock(identityId: string) {
  await getDb().authMethodLockout.updateMany({
    where: { identityId },
    data: { lockedUntil: new Date(Date.now() - 1000) },
  });
}

/** A fresh code for the same challenge (the previous ones' attempts would burn it). */
async function freshCode(mailed: Awaited<ReturnType<typeof mailedCode>>) {
  await getDb().emailedCode.deleteMany({ where: { identityId: mailed.identityId } });
  await prepareEmailedCode(mailed);
  const identity = await getDb().identity.findUniqueOrThrow({ where: { id: mailed.identityId } });
  return { ...mailed, code: await lastMailedCode(identity.identifierValue) };
}

describe('lockout per identity and method', () => {
  it('locks after 3 failures in a row: 429 locked with Retry-After, the secret not even tried', async () => {
    const mailed = await mailedCode();
    for (let failure = 1; failure <= 2; failure++) {
      const error = await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
      expect(error.status).toBe(403);
    }
    const locking = await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
    expect(locking.status).toBe(429);
    expect(locking.toBody()).toMatchObject({
      code: 'too_many_requests',
      origin: 'body',
      details: { metadata: 'locked' },
    });
    expect(locking.headers['retry-after']).toBe('60');

    const whileLocked = await refusal(verifyEmailedCode(mailed));
    expect(whileLocked.status).toBe(429);
    expect(whileLocked.details).toEqual({ metadata: 'locked' });
    const row = await getDb().emailedCode.findFirstOrThrow({
      where: { identityId: mailed.identityId },
    });
    expect(row.failedAttempts).toBe(3);
    expect(row.consumedAt).toBeNull();

    // A new code is not even sent while the method is locked.
    await getDb().emailedCode.updateMany({
      where: { identityId: mailed.identityId },
      data: { createdAt: new Date(Date.now() - 3600_000) },
    });
    const prepare = await refusal(prepareEmailedCode(mailed));
    expect(prepare.status).toBe(429);
    expect(prepare.details).toEqual({ metadata: 'locked' });
  });

  it('doubles the delay at each lock in a row, up to a day', async () => {
    let mailed = await mailedCode();
    for (const expected of ['60', '120', '240']) {
      mailed = await freshCode(mailed);
      let error = await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
      for (let failure = 2; failure <= 3; failure++) {
        error = await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
      }
      expect(error.headers['retry-after']).toBe(expected);
      await expireLock(mailed.identityId);
    }
    await getDb().authMethodLockout.updateMany({
      where: { identityId: mailed.identityId },
      data: { lockCount: 20 },
    });
    mailed = await freshCode(mailed);
    let error = await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
    for (let failure = 2; failure <= 3; failure++) {
      error = await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
    }
    expect(error.headers['retry-after']).toBe(String(24 * 3600));
  });

  it('a success resets the series and the delay', async () => {
    let mailed = await mailedCode();
    await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
    await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
    await verifyEmailedCode(mailed);
    mailed = await freshCode(mailed);
    const error = await refusal(verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }));
    expect(error.status).toBe(403);
    const lockout = await getDb().authMethodLockout.findFirstOrThrow({
      where: { identityId: mailed.identityId },
    });
    expect(lockout).toMatchObject({ consecutiveFailures: 1, lockCount: 0 });
  });

  it('counts simultaneous guesses exactly: no more than 3 are tried', async () => {
    const mailed = await mailedCode();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        verifyEmailedCode({ ...mailed, code: wrongCode(mailed.code) }),
      ),
    );
    const statuses = results.map((result) =>
      result.status === 'rejected' ? (result.reason as { status: number }).status : 200,
    );
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(8);
    const row = await getDb().emailedCode.findFirstOrThrow({
      where: { identityId: mailed.identityId },
    });
    expect(row.failedAttempts).toBeLessThanOrEqual(3);
    const after = await refusal(verifyEmailedCode(mailed));
    expect(after.status).toBe(429);
  });

  it('locks one identity without touching another', async () => {
    const locked = await mailedCode();
    for (let failure = 0; failure < 3; failure++) {
      await refusal(verifyEmailedCode({ ...locked, code: wrongCode(locked.code) }));
    }
    const other = await mailedCode();
    await verifyEmailedCode(other);
  });
});
