import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { verifyPassword } from '@coffer/domain/authn-methods';
import {
  createIdentity,
  createOrganization,
  createOrganizationToken,
  createProviderSessionFor,
  createUserSession,
  createSignedInIdentity,
} from '@coffer/domain/test-factories';
import { createTestPasswordParams, prehash, TEST_SOURCE } from '@coffer/domain/test-authn-methods';
import { createRootKey, unwrapRootKey } from '@coffer/crypto';
import { buildOpenApiDocument } from '../../rest/openapi-document';
import { createRestClient } from '../../../test/rest-client';
import { call as storage, sealUnlocker } from '../key-storage/test/key-storage-api';
import { accountsOperations } from './operations';

const routes = { accounts: accountsOperations };
const call = createRestClient();

const params = createTestPasswordParams();
const password = await prehash('correct horse battery staple', params);
const wrongPassword = await prehash('not the password', params);

function signedIn(acr = 1, amr?: string[]) {
  return createSignedInIdentity({ acr, amr });
}

async function withAccount() {
  const { identity, session } = await signedIn();
  const response = await call('POST', `/identities/${identity.id}/account`, session.headers(), {
    prehashed_password: password,
  });
  const { account_id } = (await response.json()) as { account_id: string };
  return { identity, session, accountId: account_id };
}

describe('POST /identities/{id}/account', () => {
  it('201 creates the account: the identity has it, and a user.create_account notification', async () => {
    const { identity, session } = await signedIn();
    const response = await call('POST', `/identities/${identity.id}/account`, session.headers(), {
      prehashed_password: password,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { account_id: string };
    expect(body).toEqual({ account_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const stored = await getDb().identity.findUniqueOrThrow({ where: { id: identity.id } });
    expect(stored.accountId).toBe(body.account_id);
    expect(
      await getDb().notification.count({
        where: { identityId: identity.id, type: 'user_create_account' },
      }),
    ).toBe(1);
    await verifyPassword({
      source: TEST_SOURCE,
      identityId: identity.id,
      hashBase64: password.hash_base64,
    });
  });

  it('409 when the identity already has one', async () => {
    const { identity, session } = await withAccount();
    const response = await call('POST', `/identities/${identity.id}/account`, session.headers(), {
      prehashed_password: password,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'conflict', details: { id: 'conflict' } });
  });

  it('201 links an identity to an existing account with its password and a link code; 403 with another password', async () => {
    const owner = await withAccount();
    const accountId = owner.accountId;
    const made = await call('POST', `/accounts/${accountId}/link-codes`, owner.session.headers());
    expect(made.status).toBe(201);
    const { link_code } = (await made.json()) as { link_code: string };
    expect(link_code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const wrong = await signedIn();
    const refused = await call(
      'POST',
      `/identities/${wrong.identity.id}/account`,
      wrong.session.headers(),
      { account_id: accountId, prehashed_password: wrongPassword, link_code },
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'forbidden',
      origin: 'body',
      details: { prehashed_password: 'invalid' },
    });

    const { identity, session } = await signedIn();
    const response = await call('POST', `/identities/${identity.id}/account`, session.headers(), {
      account_id: accountId,
      prehashed_password: password,
      link_code,
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ account_id: accountId });
  });

  it('400 for malformed parameters or unknown fields', async () => {
    const { identity, session } = await signedIn();
    const weak = await call('POST', `/identities/${identity.id}/account`, session.headers(), {
      prehashed_password: { ...password, params: { ...params, memory_kib: 64 } },
    });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      origin: 'body',
      details: { prehashed_password: 'malformed' },
    });
    const extra = await call('POST', `/identities/${identity.id}/account`, session.headers(), {
      prehashed_password: password,
      password: 'plain',
    });
    expect(await extra.json()).toMatchObject({ details: { password: 'forbidden' } });
  });

  it('refuses without credentials (401), without CSRF (400), for another identity (403)', async () => {
    const { identity, session } = await signedIn();
    const body = { prehashed_password: password };
    const anonymous = await call('POST', `/identities/${identity.id}/account`, undefined, body);
    expect(anonymous.status).toBe(401);

    const headers = session.headers();
    headers.delete('x-csrf-token');
    const noCsrf = await call('POST', `/identities/${identity.id}/account`, headers, body);
    expect(noCsrf.status).toBe(400);
    expect(await noCsrf.json()).toMatchObject({ details: { 'X-CSRF-Token': 'required' } });

    const other = await createIdentity();
    const notSelf = await call('POST', `/identities/${other.id}/account`, session.headers(), body);
    expect(notSelf.status).toBe(403);
    expect(await notSelf.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    expect((await getDb().identity.findUniqueOrThrow({ where: { id: other.id } })).accountId).toBe(
      null,
    );

    const organization = await createOrganization();
    const token = await createOrganizationToken(organization.id);
    const machine = await call('POST', `/identities/${identity.id}/account`, token.headers(), body);
    expect(machine.status).toBe(403);
  });

  it('400 for a malformed id; 403 for an unknown one (it is not yours)', async () => {
    const { session } = await signedIn();
    const body = { prehashed_password: password };
    const malformed = await call('POST', '/identities/not-a-uuid/account', session.headers(), body);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ origin: 'path', details: { id: 'malformed' } });
    const unknown = await call(
      'POST',
      '/identities/00000000-0000-4000-8000-000000000000/account',
      session.headers(),
      body,
    );
    expect(unknown.status).toBe(403);
  });
});

describe('PUT /accounts/{id}/password', () => {
  it('204 after a recent emailed-code sign-in; notification user.reset_password', async () => {
    const { identity, session, accountId } = await withAccount();
    const renewed = await prehash('a brand new password', createTestPasswordParams());
    const response = await call('PUT', `/accounts/${accountId}/password`, session.headers(), {
      prehashed_password: renewed,
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    await verifyPassword({
      source: TEST_SOURCE,
      identityId: identity.id,
      hashBase64: renewed.hash_base64,
    });
    expect(
      await getDb().notification.count({
        where: { identityId: identity.id, type: 'user_reset_password' },
      }),
    ).toBe(1);
  });

  it("ends the account's other sessions and tokens, not the one that made the change", async () => {
    const { identity, session, accountId } = await withAccount();
    const otherDevice = await createUserSession({ identityId: identity.id, acr: 1 });
    await createProviderSessionFor({
      identityId: identity.id,
      acr: 1,
      amr: ['identity:emailed_code'],
    });
    const stranger = await signedIn();
    const response = await call('PUT', `/accounts/${accountId}/password`, session.headers(), {
      prehashed_password: await prehash('a brand new password', createTestPasswordParams()),
    });
    expect(response.status).toBe(204);
    const revoked = async (id: string) =>
      (await getDb().accessToken.findUniqueOrThrow({ where: { id } })).revokedAt !== null;
    expect(await revoked(otherDevice.accessTokenId)).toBe(true);
    expect(await revoked(session.accessTokenId)).toBe(false);
    expect(await revoked(stranger.session.accessTokenId)).toBe(false);
    expect(
      await getDb().providerSession.count({ where: { identityId: identity.id, revokedAt: null } }),
    ).toBe(0);
  });

  it('403 without an emailed code in the sign-in, or more than 10 minutes after it', async () => {
    const { identity, accountId } = await withAccount();
    const body = { prehashed_password: password };
    const passwordOnly = await createUserSession({
      identityId: identity.id,
      acr: 1,
      amr: ['identity:prehashed_password'],
    });
    const noCode = await call(
      'PUT',
      `/accounts/${accountId}/password`,
      passwordOnly.headers(),
      body,
    );
    expect(noCode.status).toBe(403);
    expect(await noCode.json()).toMatchObject({
      origin: 'cookies',
      details: { accesstoken: 'forbidden' },
    });

    const old = await createUserSession({ identityId: identity.id, acr: 1 });
    await getDb().accessToken.update({
      where: { id: old.accessTokenId },
      data: { createdAt: new Date(Date.now() - 11 * 60_000) },
    });
    const stale = await call('PUT', `/accounts/${accountId}/password`, old.headers(), body);
    expect(stale.status).toBe(403);
    expect(await stale.json()).toMatchObject({ details: { accesstoken: 'expired' } });
  });

  it("403 for an account that is not the caller's; 400 malformed id; 401 without session", async () => {
    const { accountId } = await withAccount();
    const { session } = await signedIn();
    const body = { prehashed_password: password };
    const notMine = await call('PUT', `/accounts/${accountId}/password`, session.headers(), body);
    expect(notMine.status).toBe(403);
    expect(await notMine.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    const malformed = await call('PUT', '/accounts/123/password', session.headers(), body);
    expect(malformed.status).toBe(400);
    const anonymous = await call('PUT', `/accounts/${accountId}/password`, undefined, body);
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /accounts/{id}/password and the key storage', () => {
  const newPassword = 'a brand new password';

  /** A password account whose storage has a password unlocker and a recovery unlocker. */
  async function withStorage() {
    const { identity, session, accountId } = await withAccount();
    const acr2 = await createUserSession({ identityId: identity.id, acr: 2 });
    const keys = { accountId, rootKey: createRootKey() };
    const passwordUnlocker = await sealUnlocker(keys, 'password', { name: 'Password' });
    const recovery = await sealUnlocker(keys, 'recovery');
    const setUp = await storage('POST', `/identities/${identity.id}/storage`, acr2.headers(), {
      account_id: accountId,
      unlockers: [passwordUnlocker.unlocker, recovery.unlocker],
      entries: [],
    });
    expect(setUp.status).toBe(201);
    return { identity, session, accountId, keys, passwordUnlocker, recovery };
  }

  async function unlockersOf(accountId: string) {
    return getDb().unlocker.findMany({ where: { accountId }, orderBy: { kind: 'asc' } });
  }

  it('replaces the password unlocker with the one sealed under the new password, in the same transaction', async () => {
    const { identity, session, accountId, keys, recovery } = await withStorage();
    const renewed = await sealUnlocker(keys, 'password', { password: newPassword });
    const { kind: _kind, name: _name, ...unlocker } = renewed.unlocker;
    const response = await call('PUT', `/accounts/${accountId}/password`, session.headers(), {
      prehashed_password: await prehash(newPassword, createTestPasswordParams()),
      unlocker,
    });
    expect(response.status).toBe(204);
    const unlockers = await unlockersOf(accountId);
    expect(unlockers.map(({ id, kind, name }) => ({ id, kind, name }))).toEqual([
      { id: renewed.unlocker.id, kind: 'password', name: 'Password' },
      { id: recovery.unlocker.id, kind: 'recovery', name: 'My recovery' },
    ]);
    // The reset ended the other sessions: the person signs in again.
    const signedInAgain = await createUserSession({ identityId: identity.id, acr: 2 });
    const fetched = await storage(
      'GET',
      `/identities/${identity.id}/storage/unlockers/${renewed.unlocker.id}`,
      signedInAgain.headers(),
    );
    const opened = await unwrapRootKey(
      (await fetched.json()) as { nonce: string; wrapped_root_key: string },
      renewed.kek,
      { accountId, unlockerId: renewed.unlocker.id },
    );
    expect(opened).toEqual(keys.rootKey);
  });

  it('without an unlocker, the old password unlocker goes (it no longer opens); the others stay', async () => {
    const { session, accountId, recovery } = await withStorage();
    const response = await call('PUT', `/accounts/${accountId}/password`, session.headers(), {
      prehashed_password: await prehash(newPassword, createTestPasswordParams()),
    });
    expect(response.status).toBe(204);
    expect((await unlockersOf(accountId)).map(({ id }) => id)).toEqual([recovery.unlocker.id]);
  });

  it('a refused unlocker leaves the password, the unlockers and the sessions as they were', async () => {
    const { identity, session, accountId, keys, recovery } = await withStorage();
    const otherDevice = await createUserSession({ identityId: identity.id, acr: 1 });
    const before = {
      account: await getDb().account.findUniqueOrThrow({ where: { id: accountId } }),
      unlockers: await unlockersOf(accountId),
    };
    const renewed = await sealUnlocker(keys, 'password', { password: newPassword });
    const { kind: _kind, name: _name, ...unlocker } = renewed.unlocker;
    // Its id is the recovery unlocker's: the database refuses it after the password is written.
    const response = await call('PUT', `/accounts/${accountId}/password`, session.headers(), {
      prehashed_password: await prehash(newPassword, createTestPasswordParams()),
      unlocker: { ...unlocker, id: recovery.unlocker.id },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ details: { unlocker: 'conflict' } });
    expect(await getDb().account.findUniqueOrThrow({ where: { id: accountId } })).toEqual(
      before.account,
    );
    expect(await unlockersOf(accountId)).toEqual(before.unlockers);
    await verifyPassword({
      source: TEST_SOURCE,
      identityId: identity.id,
      hashBase64: password.hash_base64,
    });
    expect(
      (await getDb().accessToken.findUniqueOrThrow({ where: { id: otherDevice.accessTokenId } }))
        .revokedAt,
    ).toBeNull();
    expect(
      await getDb().notification.count({
        where: { identityId: identity.id, type: 'user_reset_password' },
      }),
    ).toBe(0);
  });

  it('409 for an unlocker when the storage is not set up; 400 for a malformed one', async () => {
    const { session, accountId } = await withAccount();
    const keys = { accountId, rootKey: createRootKey() };
    const {
      kind: _kind,
      name: _name,
      ...unlocker
    } = (await sealUnlocker(keys, 'password', { password: newPassword })).unlocker;
    const body = { prehashed_password: await prehash(newPassword, createTestPasswordParams()) };
    const notSetUp = await call('PUT', `/accounts/${accountId}/password`, session.headers(), {
      ...body,
      unlocker,
    });
    expect(notSetUp.status).toBe(409);
    expect(await notSetUp.json()).toMatchObject({ details: { unlocker: 'conflict' } });
    const malformed = await call('PUT', `/accounts/${accountId}/password`, session.headers(), {
      ...body,
      unlocker: { ...unlocker, kek_params: {} },
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: { unlocker: 'required' } });
    const account = await getDb().account.findUniqueOrThrow({ where: { id: accountId } });
    expect(account.passwordParams).toEqual(params);
  });
});

it('documents its operations in the OpenAPI document', () => {
  const { paths } = buildOpenApiDocument(routes, 'http://localhost:3000');
  expect(paths['/identities/{id}/account']).toHaveProperty('post');
  expect(paths['/accounts/{id}/password']).toHaveProperty('put');
});
