/**
 * Failures count per source (docs/authentication.md): strangers cannot lock out a browser
 * that signed in before, one stranger locks only their own address, and strangers together
 * reach the identity's ceiling.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createAccount } from '@coffer/domain/accounts';
import { createIdentity } from '../../../test/factories';
import { hashSecret } from '../../secrets/hash-secret';
import { createLoginChallenge, createTestPasswordParams, prehash, refusal } from '../test';
import { prepareEmailedCode } from '../emailed-code/prepare-emailed-code';
import { verifyPassword } from '../password/verify-password';
import type { AuthnSource } from './authn-attempt';

process.env.AUTH_FAILURES_BEFORE_LOCK = '3';
process.env.AUTH_IDENTITY_FAILURES_BEFORE_LOCK = '6';
process.env.AUTH_LOCK_BASE_SECONDS = '60';
delete process.env.SMTP_URL;

const right = await prehash('correct horse battery staple', createTestPasswordParams());

/** A wrong prehash needs no Argon2id: any 32 bytes that are not the right ones. */
const wrongHash = () => randomBytes(32).toString('base64url');

let addresses = 0;
/** A stranger: no browser key this identity knows, an address of its own. */
function stranger(): AuthnSource {
  addresses += 1;
  return { browserKey: randomBytes(32).toString('base64url'), clientIp: `198.51.100.${addresses}` };
}

/** A person with a password and a browser that signed in as them before. */
async function personWithKnownBrowser() {
  const identity = await createIdentity();
  await createAccount({ identityId: identity.id, prehashedPassword: right });
  const browserKey = randomBytes(32).toString('base64url');
  await getDb().knownBrowser.create({
    data: {
      identityId: identity.id,
      browserKeyHash: hashSecret(browserKey),
      lastSignInAt: new Date(),
    },
  });
  // The same address as strangers: only the browser key sets it apart.
  return { identityId: identity.id, known: { browserKey, clientIp: '198.51.100.250' } };
}

async function statusOf(identityId: string, source: AuthnSource, hashBase64 = wrongHash()) {
  try {
    await verifyPassword({ identityId, hashBase64, source });
    return 200;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe('lockout per source', () => {
  it('a stranger’s wrong guesses lock only that stranger (the report: anyone could lock anyone)', async () => {
    const { identityId, known } = await personWithKnownBrowser();
    const mallory = stranger();
    expect([
      await statusOf(identityId, mallory),
      await statusOf(identityId, mallory),
      await statusOf(identityId, mallory),
    ]).toEqual([403, 403, 429]);
    expect(await statusOf(identityId, mallory)).toBe(429);
    // Another address is not locked, and the person's own browser signs in.
    expect(await statusOf(identityId, stranger())).toBe(403);
    expect(await statusOf(identityId, known, right.hash_base64)).toBe(200);
  });

  it('strangers together reach the identity’s ceiling; the known browser still signs in', async () => {
    const { identityId, known } = await personWithKnownBrowser();
    const statuses: number[] = [];
    for (let guess = 0; guess < 3; guess++) {
      const source = stranger();
      statuses.push(await statusOf(identityId, source), await statusOf(identityId, source));
    }
    // The sixth failure from unknown browsers completes the shared series: locked.
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    // Every unknown browser is locked now, even with the right password.
    const newcomer = await refusal(
      verifyPassword({ identityId, hashBase64: right.hash_base64, source: stranger() }),
    );
    expect(newcomer.status).toBe(429);
    expect(Number(newcomer.headers['retry-after'])).toBeGreaterThan(0);
    expect(await statusOf(identityId, known, right.hash_base64)).toBe(200);
  });

  it('refused attempts count nowhere: a locked stranger cannot push the identity to its ceiling', async () => {
    const { identityId } = await personWithKnownBrowser();
    const mallory = stranger();
    for (let guess = 0; guess < 20; guess++) await statusOf(identityId, mallory);
    const shared = await getDb().authMethodLockout.findUniqueOrThrow({
      where: {
        identityId_method_source: {
          identityId,
          method: 'identity:prehashed_password',
          source: '*',
        },
      },
    });
    expect(shared.consecutiveFailures).toBe(3);
    expect(await statusOf(identityId, stranger(), right.hash_base64)).toBe(200);
  });

  it('a known browser’s own failures lock only itself', async () => {
    const { identityId, known } = await personWithKnownBrowser();
    expect([
      await statusOf(identityId, known),
      await statusOf(identityId, known),
      await statusOf(identityId, known),
      await statusOf(identityId, known, right.hash_base64),
    ]).toEqual([403, 403, 429, 429]);
    expect(await statusOf(identityId, stranger(), right.hash_base64)).toBe(200);
  });

  it('no code is mailed to a locked stranger; the known browser still gets one', async () => {
    const identity = await createIdentity();
    const browserKey = randomBytes(32).toString('base64url');
    await getDb().knownBrowser.create({
      data: {
        identityId: identity.id,
        browserKeyHash: hashSecret(browserKey),
        lastSignInAt: new Date(),
      },
    });
    const mallory = stranger();
    await getDb().authMethodLockout.create({
      data: {
        identityId: identity.id,
        method: 'identity:emailed_code',
        source: `ip:${mallory.clientIp}`,
        lockedUntil: new Date(Date.now() + 60_000),
      },
    });
    const loginChallengeId = await createLoginChallenge(identity.id);
    const refused = await refusal(
      prepareEmailedCode({ identityId: identity.id, loginChallengeId, source: mallory }),
    );
    expect(refused.status).toBe(429);
    await prepareEmailedCode({
      identityId: identity.id,
      loginChallengeId,
      source: { browserKey, clientIp: mallory.clientIp },
    });
  });
});
