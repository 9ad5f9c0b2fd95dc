import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { verifyPassword } from '@coffer/domain/authn-methods';
import type { UserCaller } from '@coffer/domain/sessions';
import { createIdentity, createUserSession, queuedSecurityEvents } from '../../test/factories';
import { TEST_SOURCE, createTestPasswordParams, prehash, refusal } from '../authn-methods/test';
import { createAccount } from './create-account';
import { createAccountLinkCode } from './create-account-link-code';
import { linkIdentityToAccount } from './link-identity-to-account';
import { resetPassword } from './reset-password';

process.env.AUTH_FAILURES_BEFORE_LOCK = '3';

// One real browser prehash per password (≈100 ms each at the default cost), reused.
const params = createTestPasswordParams();
const right = await prehash('correct horse battery staple', params);
const other = await prehash('Tr0ub4dor&3', params);

function userCaller(identityId: string, overrides: Partial<UserCaller> = {}): UserCaller {
  return {
    kind: 'user',
    identityId,
    accountId: null,
    acr: 1,
    amr: ['identity:emailed_code'],
    authTime: new Date(),
    accessTokenId: 'test',
    sessionId: null,
    clientId: 'test',
    provedAt: new Date(),
    ...overrides,
  };
}

async function identityWithAccount() {
  const identity = await createIdentity();
  const { account_id } = await createAccount({ identityId: identity.id, prehashedPassword: right });
  return { identityId: identity.id, accountId: account_id };
}

describe('createAccount', () => {
  it('creates the account, links the identity and notifies user.create_account', async () => {
    const identity = await createIdentity();
    const { account_id } = await createAccount({
      identityId: identity.id,
      prehashedPassword: right,
    });
    const db = getDb();
    expect((await db.identity.findUniqueOrThrow({ where: { id: identity.id } })).accountId).toBe(
      account_id,
    );
    const account = await db.account.findUniqueOrThrow({ where: { id: account_id } });
    expect(account.passwordParams).toEqual(params);
    expect(account.passwordHash).toMatch(/^\$argon2id\$v=19\$m=4096,t=1,p=1\$/);
    expect(account.passwordHash).not.toContain(right.hash_base64);
    const notifications = await db.notification.findMany({ where: { identityId: identity.id } });
    expect(notifications.map(({ type }) => type)).toEqual(['user_create_account']);
  });

  it('409 when the identity already has an account, even when asked twice at once', async () => {
    const { identityId } = await identityWithAccount();
    const error = await refusal(createAccount({ identityId, prehashedPassword: right }));
    expect(error.status).toBe(409);
    expect(error.details).toEqual({ id: 'conflict' });

    const fresh = await createIdentity();
    const results = await Promise.allSettled([
      createAccount({ identityId: fresh.id, prehashedPassword: right }),
      createAccount({ identityId: fresh.id, prehashedPassword: right }),
    ]);
    expect(results.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const db = getDb();
    const accountId = (await db.identity.findUniqueOrThrow({ where: { id: fresh.id } })).accountId;
    expect(await db.account.count({ where: { id: accountId! } })).toBe(1);
    expect(await db.notification.count({ where: { identityId: fresh.id } })).toBe(1);
  });

  it('404 for an unknown identity', async () => {
    const error = await refusal(
      createAccount({
        identityId: '00000000-0000-4000-8000-000000000000',
        prehashedPassword: right,
      }),
    );
    expect(error.status).toBe(404);
  });

  it('400 for parameters weaker than the defaults, or not exactly the expected shape', async () => {
    const identity = await createIdentity();
    const invalid = [
      { ...right, params: { ...params, memory_kib: 1024 } },
      { ...right, params: { ...params, iterations: 1 } },
      { ...right, params: { ...params, algorithm: 'argon2i' } },
      { ...right, params: { ...params, salt: 'c2hvcnQ' } },
      { ...right, params: { ...params, pepper: 'x' } },
      { ...right, hash_base64: right.hash_base64.slice(0, 42) },
      { ...right, hash_base64: `${right.hash_base64.slice(0, 42)}B` },
    ];
    for (const prehashedPassword of invalid) {
      const error = await refusal(
        createAccount({
          identityId: identity.id,
          prehashedPassword: prehashedPassword as typeof right,
        }),
      );
      expect(error.status).toBe(400);
      expect(error.details).toEqual({ prehashed_password: 'malformed' });
    }
  });
});

/** The code a session of the account makes for another email to join it. */
async function linkCodeFrom(identityId: string, accountId: string): Promise<string> {
  return (await createAccountLinkCode({ caller: userCaller(identityId), accountId })).link_code;
}

describe('linkIdentityToAccount', () => {
  it('links another identity on proof of the account password', async () => {
    const { identityId, accountId } = await identityWithAccount();
    const second = await createIdentity();
    const result = await linkIdentityToAccount({
      source: TEST_SOURCE,
      identityId: second.id,
      accountId,
      prehashedPassword: right,
      linkCode: await linkCodeFrom(identityId, accountId),
    });
    expect(result).toEqual({ account_id: accountId });
    const linked = await getDb().identity.findUniqueOrThrow({ where: { id: second.id } });
    expect(linked.accountId).toBe(accountId);
    await verifyPassword({
      source: TEST_SOURCE,
      identityId: second.id,
      hashBase64: right.hash_base64,
    });
  });

  it('403 for a wrong password, counted on the account owner so that new identities gain nothing', async () => {
    const owner = await identityWithAccount();
    const linkCode = await linkCodeFrom(owner.identityId, owner.accountId);
    for (let failure = 1; failure <= 3; failure++) {
      const identity = await createIdentity();
      const error = await refusal(
        linkIdentityToAccount({
          source: TEST_SOURCE,
          identityId: identity.id,
          accountId: owner.accountId,
          prehashedPassword: other,
          linkCode,
        }),
      );
      expect(error.status).toBe(failure < 3 ? 403 : 429);
      expect(error.details).toEqual({ prehashed_password: failure < 3 ? 'invalid' : 'locked' });
      expect(
        (await getDb().identity.findUniqueOrThrow({ where: { id: identity.id } })).accountId,
      ).toBeNull();
    }
    const ownerLogin = await refusal(
      verifyPassword({
        source: TEST_SOURCE,
        identityId: owner.identityId,
        hashBase64: right.hash_base64,
      }),
    );
    expect(ownerLogin.status).toBe(429);
  });

  it('403 for an account without password (made with a passkey), like a wrong password', async () => {
    const owner = await createIdentity();
    const account = await getDb().account.create({ data: {} });
    await getDb().identity.update({ where: { id: owner.id }, data: { accountId: account.id } });
    const linkCode = await linkCodeFrom(owner.id, account.id);
    const identity = await createIdentity();
    const error = await refusal(
      linkIdentityToAccount({
        source: TEST_SOURCE,
        identityId: identity.id,
        accountId: account.id,
        prehashedPassword: right,
        linkCode,
      }),
    );
    expect(error.status).toBe(403);
    expect(error.details).toEqual({ prehashed_password: 'invalid' });
    expect(
      (await getDb().identity.findUniqueOrThrow({ where: { id: identity.id } })).accountId,
    ).toBeNull();
  });

  it('409 when the identity already has an account; 404 for an unknown account', async () => {
    const first = await identityWithAccount();
    const second = await identityWithAccount();
    const error = await refusal(
      linkIdentityToAccount({
        source: TEST_SOURCE,
        identityId: second.identityId,
        accountId: first.accountId,
        prehashedPassword: right,
        linkCode: 'AAAAA-AAAAA',
      }),
    );
    expect(error.status).toBe(409);

    const identity = await createIdentity();
    const unknown = await refusal(
      linkIdentityToAccount({
        source: TEST_SOURCE,
        identityId: identity.id,
        accountId: '00000000-0000-4000-8000-000000000000',
        prehashedPassword: right,
        linkCode: 'AAAAA-AAAAA',
      }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.details).toEqual({ account_id: 'not_found' });
  });
});

describe('resetPassword', () => {
  it('sets the new password after a recent emailed-code sign-in and notifies every identity', async () => {
    const { identityId, accountId } = await identityWithAccount();
    const second = await createIdentity();
    await linkIdentityToAccount({
      source: TEST_SOURCE,
      identityId: second.id,
      accountId,
      prehashedPassword: right,
      linkCode: await linkCodeFrom(identityId, accountId),
    });
    const newParams = createTestPasswordParams();
    const renewed = await prehash('a new password', newParams);

    // A real session: the reset keeps the caller's token and revokes the others.
    const session = await createUserSession({ identityId: second.id, acr: 1 });
    await resetPassword({
      accountId,
      caller: userCaller(second.id, { accessTokenId: session.accessTokenId }),
      prehashedPassword: renewed,
    });

    await verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: renewed.hash_base64 });
    const old = await refusal(
      verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: right.hash_base64 }),
    );
    expect(old.details).toEqual({ metadata: 'invalid' });
    const account = await getDb().account.findUniqueOrThrow({ where: { id: accountId } });
    expect(account.passwordParams).toEqual(newParams);
    const resets = await getDb().notification.findMany({
      where: { type: 'user_reset_password', identityId: { in: [identityId, second.id] } },
    });
    expect(resets.map((notification) => notification.identityId).sort()).toEqual(
      [identityId, second.id].sort(),
    );
    // And each of them gets one security email of each change: the account's first password,
    // the link (to both), the new password (to both).
    expect(await queuedSecurityEvents(identityId)).toEqual([
      'password_set',
      'account_linked',
      'password_changed',
    ]);
    expect(await queuedSecurityEvents(second.id)).toEqual(['account_linked', 'password_changed']);
  });

  it('403 without an emailed code in the sign-in, or when it is older than 10 minutes', async () => {
    const { identityId, accountId } = await identityWithAccount();
    const withoutCode = await refusal(
      resetPassword({
        accountId,
        caller: userCaller(identityId, { amr: ['identity:prehashed_password'] }),
        prehashedPassword: other,
      }),
    );
    expect(withoutCode.toBody()).toMatchObject({
      code: 'forbidden',
      origin: 'cookies',
      details: { accesstoken: 'forbidden' },
    });
    const stale = await refusal(
      resetPassword({
        accountId,
        caller: userCaller(identityId, { authTime: new Date(Date.now() - 11 * 60_000) }),
        prehashedPassword: other,
      }),
    );
    expect(stale.toBody()).toMatchObject({
      code: 'forbidden',
      details: { accesstoken: 'expired' },
    });
    await verifyPassword({ source: TEST_SOURCE, identityId, hashBase64: right.hash_base64 });
    expect(
      await getDb().notification.count({ where: { identityId, type: 'user_reset_password' } }),
    ).toBe(0);
  });

  it('403 for an account the caller does not belong to, or an organization', async () => {
    const { accountId } = await identityWithAccount();
    const stranger = await createIdentity();
    const error = await refusal(
      resetPassword({ accountId, caller: userCaller(stranger.id), prehashedPassword: other }),
    );
    expect(error.toBody()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    const organization = await refusal(
      resetPassword({
        accountId,
        caller: {
          kind: 'organization',
          organizationId: stranger.id,
          acr: 2,
          accessTokenId: 'test',
          clientId: 'test',
        },
        prehashedPassword: other,
      }),
    );
    expect(organization.status).toBe(403);
  });
});

describe('a link code', () => {
  it('is checked before the password: without one, the password is not tried nor counted', async () => {
    const owner = await identityWithAccount();
    const identity = await createIdentity();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const error = await refusal(
        linkIdentityToAccount({
          source: TEST_SOURCE,
          identityId: identity.id,
          accountId: owner.accountId,
          prehashedPassword: other,
          linkCode: 'AAAAA-AAAAA',
        }),
      );
      expect(error.status).toBe(403);
      expect(error.details).toEqual({ link_code: 'invalid' });
    }
    // No failure was counted on the owner's password.
    await verifyPassword({
      source: TEST_SOURCE,
      identityId: owner.identityId,
      hashBase64: right.hash_base64,
    });
  });

  it('made twice at once leaves one', async () => {
    const owner = await identityWithAccount();
    await Promise.all([
      linkCodeFrom(owner.identityId, owner.accountId),
      linkCodeFrom(owner.identityId, owner.accountId),
    ]);
    expect(await getDb().accountLinkCode.count({ where: { accountId: owner.accountId } })).toBe(1);
  });
});
