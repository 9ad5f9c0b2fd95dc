import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createAccount } from '@coffer/domain/accounts';
import { createIdentity } from '../../../test/factories';
import { TEST_SOURCE, createTestPasswordParams, prehash, refusal } from '../test';
import { getPasswordParams } from './get-password-params';
import { verifyPassword } from './verify-password';

process.env.AUTH_FAILURES_BEFORE_LOCK = '3';
process.env.AUTH_LOCK_BASE_SECONDS = '60';

const params = createTestPasswordParams();
const right = await prehash('correct horse battery staple', params);
const wrong = await prehash('correct horse battery stapler', params);

async function identityWithAccount() {
  const identity = await createIdentity();
  await createAccount({ identityId: identity.id, prehashedPassword: right });
  return identity.id;
}

describe('getPasswordParams', () => {
  it("answers the account's client-side parameters, and nothing else", async () => {
    const identityId = await identityWithAccount();
    expect(await getPasswordParams({ identityId })).toEqual(params);
  });

  it('409 for an identity without account; 404 for an unknown identity', async () => {
    const identity = await createIdentity();
    const noAccount = await refusal(getPasswordParams({ identityId: identity.id }));
    expect(noAccount.status).toBe(409);
    expect(noAccount.details).toEqual({ method_name: 'conflict' });
    const unknown = await refusal(
      getPasswordParams({ identityId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.status).toBe(404);
  });
});

/** An identity whose account was made with a passkey: no password. */
async function identityWithPasswordlessAccount() {
  const identity = await createIdentity();
  const account = await getDb().account.create({ data: {} });
  await getDb().identity.update({ where: { id: identity.id }, data: { accountId: account.id } });
  return identity.id;
}

describe('an account without password', () => {
  it('has no parameters and takes no password: 409, the method is not available', async () => {
    const identityId = await identityWithPasswordlessAccount();
    for (const attempt of [
      getPasswordParams({ identityId }),
      verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: right.hash_base64 }),
    ]) {
      const error = await refusal(attempt);
      expect(error.status).toBe(409);
      expect(error.details).toEqual({ method_name: 'conflict' });
    }
  });
});

describe('verifyPassword', () => {
  it('accepts the right prehash and refuses another (403 invalid)', async () => {
    const identityId = await identityWithAccount();
    await verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: right.hash_base64 });
    const error = await refusal(
      verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: wrong.hash_base64 }),
    );
    expect(error.status).toBe(403);
    expect(error.toBody()).toMatchObject({ origin: 'body', details: { metadata: 'invalid' } });
  });

  it('400 for a hash that is not 32 bytes of url-safe base64', async () => {
    const identityId = await identityWithAccount();
    for (const hashBase64 of ['', right.hash_base64.slice(1), `${right.hash_base64}A`, 'a+b/']) {
      const error = await refusal(verifyPassword({ source: TEST_SOURCE, identityId, hashBase64 }));
      expect(error.status).toBe(400);
      expect(error.details).toEqual({ metadata: 'malformed' });
    }
  });

  it('locks after 3 wrong passwords; the right one is then refused until the lock ends', async () => {
    const identityId = await identityWithAccount();
    await refusal(
      verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: wrong.hash_base64 }),
    );
    await refusal(
      verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: wrong.hash_base64 }),
    );
    const locking = await refusal(
      verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: wrong.hash_base64 }),
    );
    expect(locking.status).toBe(429);
    expect(locking.headers['retry-after']).toBe('60');
    const locked = await refusal(
      verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: right.hash_base64 }),
    );
    expect(locked.status).toBe(429);
    expect(locked.details).toEqual({ metadata: 'locked' });
  });

  it('409 for an identity without account', async () => {
    const identity = await createIdentity();
    const error = await refusal(
      verifyPassword({
        source: TEST_SOURCE,
        identityId: identity.id,
        hashBase64: right.hash_base64,
      }),
    );
    expect(error.status).toBe(409);
  });
});
