import { generate } from 'otplib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, userCaller } from '../../../test/factories';
import { listAvailableAmrs } from '../list-available-amrs';
import { TEST_SOURCE, refusal } from '../test';
import { confirmTotpEnrolment } from './confirm-totp-enrolment';
import { removeTotp } from './remove-totp';
import { startTotpEnrolment } from './start-totp-enrolment';
import { verifyRecoveryCode } from './verify-recovery-code';
import { verifyTotp } from './verify-totp';

process.env.AUTH_FAILURES_BEFORE_LOCK = '3';
process.env.AUTH_LOCK_BASE_SECONDS = '60';

const STEP_MS = 30_000;

// Only Date is faked (the database driver keeps real timers): every test starts in the
// middle of a time step, so a step boundary never falls between computing and checking.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / STEP_MS) * STEP_MS + STEP_MS / 2);
});
afterEach(() => {
  vi.useRealTimers();
});

/** The code an authenticator app shows `steps` time steps from now. */
function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor((Date.now() + steps * STEP_MS) / 1000) });
}

function nextStep() {
  vi.setSystemTime(Date.now() + STEP_MS);
}

async function enrolledIdentity() {
  const identity = await createIdentity();
  const enrolment = await startTotpEnrolment({
    caller: userCaller(identity.id),
    identityId: identity.id,
  });
  const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret')!;
  const { recovery_codes } = await confirmTotpEnrolment({
    caller: userCaller(identity.id),
    identityId: identity.id,
    enrolmentId: enrolment.id,
    code: await codeAt(secret),
  });
  // The confirming code's step is used up. Three steps later, the steps of the ±1 window
  // and the one just before it are all unused: a refusal can only come from the window.
  nextStep();
  nextStep();
  nextStep();
  return { identityId: identity.id, secret, recoveryCodes: recovery_codes };
}

describe('TOTP enrolment', () => {
  it('gives an otpauth URI (issuer Coffer, the email as label) and its QR code as SVG', async () => {
    const identity = await createIdentity();
    const enrolment = await startTotpEnrolment({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    const uri = new URL(enrolment.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/Coffer:${identity.identifierValue}`);
    expect(uri.searchParams.get('issuer')).toBe('Coffer');
    // Absent parameters mean the Key URI format's defaults: SHA1, 6 digits, 30 s.
    expect(uri.searchParams.get('algorithm') ?? 'SHA1').toBe('SHA1');
    expect(uri.searchParams.get('digits') ?? '6').toBe('6');
    expect(uri.searchParams.get('period') ?? '30').toBe('30');
    const secret = uri.searchParams.get('secret')!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const row = await getDb().totpSecret.findUniqueOrThrow({ where: { id: enrolment.id } });
    expect(row.confirmedAt).toBeNull();
    expect(row.encryptedSecret).not.toContain(secret);
  });

  it('confirms with a right code: 10 distinct recovery codes, stored hashed', async () => {
    const { identityId, recoveryCodes } = await enrolledIdentity();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^([A-Z2-7]{5}-){3}[A-Z2-7]{5}$/);
    const stored = await getDb().recoveryCode.findMany({ where: { identityId } });
    expect(stored).toHaveLength(10);
    for (const { codeHash } of stored) {
      expect(recoveryCodes.some((code) => codeHash.includes(code.replaceAll('-', '')))).toBe(false);
    }
    expect(await listAvailableAmrs({ identityId })).toEqual([
      'identity:emailed_code',
      'totp:totp',
      'totp:recovery',
    ]);
  });

  it('refuses a wrong code (403 code invalid) and an unknown enrolment (404)', async () => {
    const identity = await createIdentity();
    const enrolment = await startTotpEnrolment({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret')!;
    const error = await refusal(
      confirmTotpEnrolment({
        caller: userCaller(identity.id),
        identityId: identity.id,
        enrolmentId: enrolment.id,
        code: await codeAt(secret, 2),
      }),
    );
    expect(error.toBody()).toMatchObject({ code: 'forbidden', details: { code: 'invalid' } });

    const stranger = await createIdentity();
    const notTheirs = await refusal(
      confirmTotpEnrolment({
        caller: userCaller(stranger.id),
        identityId: stranger.id,
        enrolmentId: enrolment.id,
        code: await codeAt(secret),
      }),
    );
    expect(notTheirs.status).toBe(404);
    expect(notTheirs.details).toEqual({ enroll_id: 'not_found' });
  });

  it('a confirmed new secret replaces the old one and its recovery codes', async () => {
    const first = await enrolledIdentity();
    const enrolment = await startTotpEnrolment({
      caller: userCaller(first.identityId),
      identityId: first.identityId,
    });
    const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret')!;
    await confirmTotpEnrolment({
      caller: userCaller(first.identityId),
      identityId: first.identityId,
      enrolmentId: enrolment.id,
      code: await codeAt(secret),
    });
    nextStep();
    const oldCode = await refusal(
      verifyTotp({
        source: TEST_SOURCE,
        identityId: first.identityId,
        code: await codeAt(first.secret),
      }),
    );
    expect(oldCode.status).toBe(403);
    const oldRecovery = await refusal(
      verifyRecoveryCode({
        source: TEST_SOURCE,
        identityId: first.identityId,
        recoveryCode: first.recoveryCodes[0]!,
      }),
    );
    expect(oldRecovery.status).toBe(403);
    await verifyTotp({
      source: TEST_SOURCE,
      identityId: first.identityId,
      code: await codeAt(secret),
    });
    expect(await getDb().totpSecret.count({ where: { identityId: first.identityId } })).toBe(1);
  });

  it('a new enrolment replaces a pending one', async () => {
    const identity = await createIdentity();
    const pending = await startTotpEnrolment({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    await startTotpEnrolment({ caller: userCaller(identity.id), identityId: identity.id });
    const secret = new URL(pending.otpauth_uri).searchParams.get('secret')!;
    const error = await refusal(
      confirmTotpEnrolment({
        caller: userCaller(identity.id),
        identityId: identity.id,
        enrolmentId: pending.id,
        code: await codeAt(secret),
      }),
    );
    expect(error.status).toBe(404);
  });
});

describe('verifyTotp', () => {
  it('accepts the current code once: a replay is refused (403 invalid)', async () => {
    const { identityId, secret } = await enrolledIdentity();
    const code = await codeAt(secret);
    await verifyTotp({ source: TEST_SOURCE, identityId, code });
    const replay = await refusal(verifyTotp({ source: TEST_SOURCE, identityId, code }));
    expect(replay.status).toBe(403);
    expect(replay.details).toEqual({ metadata: 'invalid' });
  });

  it('refuses the code that confirmed the enrolment', async () => {
    const identity = await createIdentity();
    const enrolment = await startTotpEnrolment({
      caller: userCaller(identity.id),
      identityId: identity.id,
    });
    const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret')!;
    const code = await codeAt(secret);
    await confirmTotpEnrolment({
      caller: userCaller(identity.id),
      identityId: identity.id,
      enrolmentId: enrolment.id,
      code,
    });
    const error = await refusal(verifyTotp({ source: TEST_SOURCE, identityId: identity.id, code }));
    expect(error.details).toEqual({ metadata: 'invalid' });
  });

  it('accepts one step early or late, not two', async () => {
    const late = await enrolledIdentity();
    await verifyTotp({
      source: TEST_SOURCE,
      identityId: late.identityId,
      code: await codeAt(late.secret, -1),
    });
    const early = await enrolledIdentity();
    await verifyTotp({
      source: TEST_SOURCE,
      identityId: early.identityId,
      code: await codeAt(early.secret, 1),
    });

    const tooLate = await enrolledIdentity();
    const lateError = await refusal(
      verifyTotp({
        source: TEST_SOURCE,
        identityId: tooLate.identityId,
        code: await codeAt(tooLate.secret, -2),
      }),
    );
    expect(lateError.details).toEqual({ metadata: 'invalid' });
    const tooEarly = await enrolledIdentity();
    const earlyError = await refusal(
      verifyTotp({
        source: TEST_SOURCE,
        identityId: tooEarly.identityId,
        code: await codeAt(tooEarly.secret, 2),
      }),
    );
    expect(earlyError.details).toEqual({ metadata: 'invalid' });
  });

  it('after a code of the next step, refuses the current one (steps only move forward)', async () => {
    const { identityId, secret } = await enrolledIdentity();
    await verifyTotp({ source: TEST_SOURCE, identityId, code: await codeAt(secret, 1) });
    const error = await refusal(
      verifyTotp({ source: TEST_SOURCE, identityId, code: await codeAt(secret) }),
    );
    expect(error.details).toEqual({ metadata: 'invalid' });
  });

  it('lets one of two simultaneous uses of a code through', async () => {
    const { identityId, secret } = await enrolledIdentity();
    const code = await codeAt(secret);
    const results = await Promise.allSettled([
      verifyTotp({ source: TEST_SOURCE, identityId, code }),
      verifyTotp({ source: TEST_SOURCE, identityId, code }),
    ]);
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
  });

  it('locks after 3 wrong codes (429 locked)', async () => {
    const { identityId, secret } = await enrolledIdentity();
    const wrongCode = await codeAt(secret, 5);
    await refusal(verifyTotp({ source: TEST_SOURCE, identityId, code: wrongCode }));
    await refusal(verifyTotp({ source: TEST_SOURCE, identityId, code: wrongCode }));
    const locking = await refusal(verifyTotp({ source: TEST_SOURCE, identityId, code: wrongCode }));
    expect(locking.status).toBe(429);
    const locked = await refusal(
      verifyTotp({ source: TEST_SOURCE, identityId, code: await codeAt(secret) }),
    );
    expect(locked.details).toEqual({ metadata: 'locked' });
  });

  it('409 when TOTP is not set up; 400 for a code that is not 6 digits', async () => {
    const identity = await createIdentity();
    const error = await refusal(
      verifyTotp({ source: TEST_SOURCE, identityId: identity.id, code: '123456' }),
    );
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ method_name: 'conflict' });
    const { identityId } = await enrolledIdentity();
    const malformed = await refusal(verifyTotp({ source: TEST_SOURCE, identityId, code: '12345' }));
    expect(malformed.status).toBe(400);
  });
});

describe('verifyRecoveryCode', () => {
  it('accepts each code once, typed in any case and without dashes', async () => {
    const { identityId, recoveryCodes } = await enrolledIdentity();
    const [first, second] = recoveryCodes as [string, string];
    await verifyRecoveryCode({ source: TEST_SOURCE, identityId, recoveryCode: first });
    const reused = await refusal(
      verifyRecoveryCode({ source: TEST_SOURCE, identityId, recoveryCode: first }),
    );
    expect(reused.status).toBe(403);
    expect(reused.details).toEqual({ metadata: 'invalid' });
    await verifyRecoveryCode({
      source: TEST_SOURCE,
      identityId,
      recoveryCode: second.replaceAll('-', '').toLowerCase(),
    });
  });

  it('refuses an unknown code and locks after 3 failures', async () => {
    const { identityId, recoveryCodes } = await enrolledIdentity();
    const unknown = 'AAAAA-AAAAA-AAAAA-AAAAA';
    const first = await refusal(
      verifyRecoveryCode({ source: TEST_SOURCE, identityId, recoveryCode: unknown }),
    );
    expect(first.details).toEqual({ metadata: 'invalid' });
    await refusal(verifyRecoveryCode({ source: TEST_SOURCE, identityId, recoveryCode: unknown }));
    const locking = await refusal(
      verifyRecoveryCode({ source: TEST_SOURCE, identityId, recoveryCode: unknown }),
    );
    expect(locking.status).toBe(429);
    const locked = await refusal(
      verifyRecoveryCode({ source: TEST_SOURCE, identityId, recoveryCode: recoveryCodes[0]! }),
    );
    expect(locked.status).toBe(429);
  });

  it('is no longer offered once every code is used', async () => {
    const { identityId, recoveryCodes } = await enrolledIdentity();
    for (const recoveryCode of recoveryCodes)
      await verifyRecoveryCode({ source: TEST_SOURCE, identityId, recoveryCode });
    expect(await listAvailableAmrs({ identityId })).toEqual(['identity:emailed_code', 'totp:totp']);
    const error = await refusal(
      verifyRecoveryCode({ source: TEST_SOURCE, identityId, recoveryCode: recoveryCodes[0]! }),
    );
    expect(error.status).toBe(409);
  });
});

describe('removeTotp', () => {
  it('removes the secret and the recovery codes', async () => {
    const { identityId } = await enrolledIdentity();
    await removeTotp({ caller: userCaller(identityId), identityId });
    expect(await listAvailableAmrs({ identityId })).toEqual(['identity:emailed_code']);
    expect(await getDb().recoveryCode.count({ where: { identityId } })).toBe(0);
    const again = await refusal(removeTotp({ caller: userCaller(identityId), identityId }));
    expect(again.status).toBe(404);
  });

  it('409 while mfa_method is totp', async () => {
    const { identityId } = await enrolledIdentity();
    await getDb().identity.update({ where: { id: identityId }, data: { mfaMethod: 'totp' } });
    const error = await refusal(removeTotp({ caller: userCaller(identityId), identityId }));
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ mfa_method: 'conflict' });
    expect(await getDb().totpSecret.count({ where: { identityId } })).toBe(1);
  });
});
