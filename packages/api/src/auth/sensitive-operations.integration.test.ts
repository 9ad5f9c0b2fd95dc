/**
 * The account's own level, recency and announcement (docs/authentication.md#sensitive-operations),
 * as an attacker who holds only a mailbox, or a session grown old, would try them: each
 * refusal is the contract's body and changes nothing; each accepted change queues exactly
 * one security email per identity of the account.
 */
import { describe, expect, it } from 'vitest';
import { formatBoxPublicKey, generateBoxKeyPair } from '@coffer/crypto';
import { getDb, JOB_QUEUE_SCHEMA } from '@coffer/db';
import { createTestPasswordParams, prehash, totpCode } from '@coffer/domain/test-authn-methods';
import {
  createIdentity,
  createUserSession,
  queuedSecurityEvents,
} from '@coffer/domain/test-factories';
import { operations } from '../http-routes';
import { createRestClient } from '../../test/rest-client';
import {
  registerPasskey,
  sealUnlocker,
  personWithStorage,
} from '../areas/key-storage/test/key-storage-api';

process.env.APP_ORIGIN = 'http://localhost:3000';

const call = createRestClient(operations);
const params = createTestPasswordParams();
const password = await prehash('correct horse battery staple', params);

const levelRefusal = (required: number) => ({
  code: 'forbidden',
  origin: 'acr',
  desc: 'acr is too low',
  details: { acr: 'forbidden', required_acr: String(required) },
});

async function sessionOf(identityId: string, acr: number) {
  return createUserSession({ identityId, acr });
}

/** A session whose last method was performed an hour ago. */
async function staleSessionOf(identityId: string, acr: number) {
  const session = await createUserSession({ identityId, acr });
  await getDb().accessToken.update({
    where: { id: session.accessTokenId },
    data: { createdAt: new Date(Date.now() - 3600_000) },
  });
  return session;
}

async function body(response: Response): Promise<unknown> {
  return response.json();
}

/** Someone with a passkey, and a password (so an account). */
async function personWithPasskey() {
  const identity = await createIdentity();
  await registerPasskey(identity.id);
  const owner = await sessionOf(identity.id, 2);
  const created = await call('POST', `/identities/${identity.id}/account`, owner.headers(), {
    prehashed_password: password,
  });
  expect(created.status).toBe(201);
  const { account_id } = (await created.json()) as { account_id: string };
  return { identity, accountId: account_id };
}

describe('a mailbox alone, against an account that has a second method', () => {
  it('cannot enrol a new passkey or app, change the password, keys or erase anything', async () => {
    const { identity, accountId } = await personWithPasskey();
    const mailbox = await sessionOf(identity.id, 1);
    const before = await queuedSecurityEvents(identity.id);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/identities/${identity.id}/webauthn-credentials/create`],
      ['POST', `/identities/${identity.id}/totp/enroll`],
      ['PUT', `/accounts/${accountId}/password`, { prehashed_password: password }],
      ['DELETE', `/identities/${identity.id}`, { user_confirmation: identity.identifierValue }],
    ];
    for (const [method, path, input] of attempts) {
      const response = await call(method, path, mailbox.headers(), input);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await body(response)).toEqual(levelRefusal(2));
    }
    expect(await getDb().webauthnCredential.count({ where: { identityId: identity.id } })).toBe(1);
    expect(await getDb().totpSecret.count({ where: { identityId: identity.id } })).toBe(0);
    expect(await getDb().identity.count({ where: { id: identity.id } })).toBe(1);
    expect(await queuedSecurityEvents(identity.id)).toEqual(before);
    // What needs no proof still works at level 1.
    const renamed = await call('PATCH', `/identities/${identity.id}`, mailbox.headers(), {
      display_name: 'Still me',
    });
    expect(renamed.status).toBe(204);
  });

  it('with an authenticator app instead of a passkey, is refused the same way', async () => {
    const identity = await createIdentity();
    const strong = await sessionOf(identity.id, 2);
    const started = await call('POST', `/identities/${identity.id}/totp/enroll`, strong.headers());
    const { id, otpauth_uri } = (await started.json()) as { id: string; otpauth_uri: string };
    const secret = new URL(otpauth_uri).searchParams.get('secret')!;
    const confirmed = await call(
      'POST',
      `/identities/${identity.id}/totp/enroll/${id}`,
      strong.headers(),
      { code: await totpCode(secret) },
    );
    expect(confirmed.status).toBe(200);
    const mailbox = await sessionOf(identity.id, 1);
    // Re-enrolling would replace the person's app and recovery codes with the attacker's.
    const again = await call('POST', `/identities/${identity.id}/totp/enroll`, mailbox.headers());
    expect(again.status).toBe(403);
    expect(await body(again)).toEqual(levelRefusal(2));
    const registration = await call(
      'GET',
      `/identities/${identity.id}/webauthn-credentials/create`,
      mailbox.headers(),
    );
    expect(registration.status).toBe(403);
  });

  it('cannot replace the identity keys organizations encrypt to', async () => {
    const { identity } = await personWithPasskey();
    const mailbox = await sessionOf(identity.id, 1);
    const attackerKey = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
    const replaced = await call('PATCH', `/identities/${identity.id}`, mailbox.headers(), {
      non_identified_pubkey: attackerKey,
    });
    expect(replaced.status).toBe(403);
    expect(await body(replaced)).toEqual(levelRefusal(2));
    const row = await getDb().identity.findUniqueOrThrow({ where: { id: identity.id } });
    expect(row.nonIdentifiedPubkey).toBeNull();
  });

  it('of another identity of the account, is refused too: the level is the account’s', async () => {
    const { identity, accountId } = await personWithPasskey();
    const second = await createIdentity();
    await getDb().identity.update({ where: { id: second.id }, data: { accountId } });
    const secondMailbox = await sessionOf(second.id, 1);
    const enrol = await call(
      'POST',
      `/identities/${second.id}/totp/enroll`,
      secondMailbox.headers(),
    );
    expect(enrol.status).toBe(403);
    expect(await body(enrol)).toEqual(levelRefusal(2));
    const reset = await call('PUT', `/accounts/${accountId}/password`, secondMailbox.headers(), {
      prehashed_password: password,
    });
    expect(reset.status).toBe(403);
    expect(await body(reset)).toEqual(levelRefusal(2));
    expect(await queuedSecurityEvents(identity.id)).not.toContain('password_changed');
  });
});

describe('a person without a second method', () => {
  it('enrols their first one at level 1, and is told by email', async () => {
    const identity = await createIdentity();
    const mailbox = await sessionOf(identity.id, 1);
    const registration = await call(
      'GET',
      `/identities/${identity.id}/webauthn-credentials/create`,
      mailbox.headers(),
    );
    expect(registration.status).toBe(200);
    const started = await call('POST', `/identities/${identity.id}/totp/enroll`, mailbox.headers());
    const { id, otpauth_uri } = (await started.json()) as { id: string; otpauth_uri: string };
    const secret = new URL(otpauth_uri).searchParams.get('secret')!;
    const confirmed = await call(
      'POST',
      `/identities/${identity.id}/totp/enroll/${id}`,
      mailbox.headers(),
      { code: await totpCode(secret) },
    );
    expect(confirmed.status).toBe(200);
    expect(await queuedSecurityEvents(identity.id)).toEqual(['totp_added']);
    // From now on the app is their level: the same mailbox session cannot add another.
    const another = await call('POST', `/identities/${identity.id}/totp/enroll`, mailbox.headers());
    expect(another.status).toBe(403);
  });
});

describe('destructive and key-handing changes need a recent proof', () => {
  const recencyRefusal = {
    code: 'forbidden',
    origin: 'acr',
    desc: expect.stringContaining('confirm it is you') as unknown,
    details: { auth_time: 'expired', required_acr: '2', max_age: '600' },
  };

  it('an old level-2 session cannot wipe, re-seal or extend the key storage, nor erase the account', async () => {
    const owner = await personWithStorage();
    const stale = await staleSessionOf(owner.identity.id, 2);
    const storage = `/identities/${owner.identity.id}/storage`;
    const sealed = await sealUnlocker(owner.keys, 'recovery');
    const device = await sealUnlocker(owner.keys, 'device');
    const before = await queuedSecurityEvents(owner.identity.id);
    const attempts: [string, string, unknown?][] = [
      ['DELETE', storage, { user_confirmation: 'reset' }],
      [
        'PUT',
        `${storage}/unlockers/${owner.recovery.unlocker.id}`,
        {
          kek_params: sealed.unlocker.kek_params,
          nonce: sealed.unlocker.nonce,
          wrapped_root_key: sealed.unlocker.wrapped_root_key,
        },
      ],
      ['POST', `${storage}/unlockers`, { unlocker: device.unlocker }],
      ['DELETE', `${storage}/unlockers/${owner.recovery.unlocker.id}`],
      ['DELETE', `${storage}/entries/identity_key/${owner.identityKey.name}`],
      ['DELETE', `/webauthn-credentials/${owner.credentialId}`],
      [
        'DELETE',
        `/identities/${owner.identity.id}`,
        { user_confirmation: owner.identity.identifierValue },
      ],
    ];
    for (const [method, path, input] of attempts) {
      const response = await call(method, path, stale.headers(), input);
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
      expect(await body(response)).toEqual(recencyRefusal);
    }
    expect(await getDb().unlocker.count({ where: { accountId: owner.keys.accountId } })).toBe(2);
    expect(await getDb().storageEntry.count({ where: { accountId: owner.keys.accountId } })).toBe(
      1,
    );
    expect(await queuedSecurityEvents(owner.identity.id)).toEqual(before);
  });

  it('a fresh one can, and each change sends exactly one email to every identity of the account', async () => {
    const owner = await personWithStorage();
    const second = await createIdentity();
    await getDb().identity.update({
      where: { id: second.id },
      data: { accountId: owner.keys.accountId },
    });
    const storage = `/identities/${owner.identity.id}/storage`;
    const device = await sealUnlocker(owner.keys, 'device');
    const steps: [string, string, unknown, number][] = [
      ['POST', `${storage}/unlockers`, { unlocker: device.unlocker }, 201],
      ['DELETE', `${storage}/unlockers/${device.unlocker.id}`, undefined, 204],
      ['DELETE', `${storage}/entries/identity_key/${owner.identityKey.name}`, undefined, 204],
      ['DELETE', storage, { user_confirmation: 'reset' }, 204],
    ];
    for (const [method, path, input, status] of steps) {
      const response = await call(method, path, owner.headers(), input);
      expect({ path, status: response.status }).toEqual({ path, status });
    }
    const expected = ['unlocker_added', 'device_revoked', 'key_deleted', 'key_storage_reset'];
    expect(await queuedSecurityEvents(owner.identity.id)).toEqual(expected);
    expect(await queuedSecurityEvents(second.id)).toEqual(expected);
  });

  it('deleting the account tells the erased address, once', async () => {
    const identity = await createIdentity();
    const session = await sessionOf(identity.id, 1);
    const deleted = await call('DELETE', `/identities/${identity.id}`, session.headers(), {
      user_confirmation: identity.identifierValue,
    });
    expect(deleted.status).toBe(204);
    const jobs = await getDb().$queryRawUnsafe<{ data: { event: string; to: string } }[]>(
      `SELECT data FROM ${JOB_QUEUE_SCHEMA}.job WHERE name = 'security-email' AND data->>'identityId' = $1`,
      identity.id,
    );
    expect(jobs.map(({ data }) => [data.event, data.to])).toEqual([
      ['account_deleted', identity.identifierValue],
    ]);
  });
});

describe('linking another email to an account', () => {
  /** An account with a passkey and a password; a second email with an app of its own. */
  async function accountAndNewcomer() {
    const owner = await personWithPasskey();
    const newcomer = await createIdentity();
    await registerPasskey(newcomer.id);
    return { owner, newcomer };
  }

  async function linkCodeFrom(identityId: string, accountId: string) {
    const session = await sessionOf(identityId, 2);
    const made = await call('POST', `/accounts/${accountId}/link-codes`, session.headers());
    expect(made.status).toBe(201);
    return ((await made.json()) as { link_code: string }).link_code;
  }

  function link(identityId: string, headers: Headers, input: Record<string, unknown>) {
    return call('POST', `/identities/${identityId}/account`, headers, {
      prehashed_password: password,
      ...input,
    });
  }

  it('needs the password and a code from inside the account; the storage follows; all are told', async () => {
    const owner = await personWithStorage();
    const accountId = owner.keys.accountId;
    // The storage's account has no password yet: the owner sets one (a recent level-2 session).
    const reset = await call('PUT', `/accounts/${accountId}/password`, owner.headers(), {
      prehashed_password: password,
    });
    expect(reset.status).toBe(204);
    const newcomer = await createIdentity();
    await registerPasskey(newcomer.id);
    const newcomerSession = await sessionOf(newcomer.id, 2);

    // The password alone, as the attacker of the finding tried: refused, nothing linked.
    const passwordOnly = await link(newcomer.id, newcomerSession.headers(), {
      account_id: accountId,
    });
    expect(passwordOnly.status).toBe(400);
    expect(await body(passwordOnly)).toMatchObject({ details: { link_code: 'required' } });
    const guessed = await link(newcomer.id, newcomerSession.headers(), {
      account_id: accountId,
      link_code: 'AAAAA-AAAAA',
    });
    expect(guessed.status).toBe(403);
    expect(await body(guessed)).toMatchObject({
      origin: 'body',
      details: { link_code: 'invalid' },
    });
    expect(
      (await getDb().identity.findUniqueOrThrow({ where: { id: newcomer.id } })).accountId,
    ).toBeNull();

    const code = await linkCodeFrom(owner.identity.id, accountId);
    const linked = await link(newcomer.id, newcomerSession.headers(), {
      account_id: accountId,
      link_code: code.toLowerCase().replace('-', ' '),
    });
    expect(linked.status).toBe(201);
    // The key storage is the account's: the new email opens the same one.
    const storage = await call(
      'GET',
      `/identities/${newcomer.id}/storage`,
      newcomerSession.headers(),
    );
    expect(storage.status).toBe(200);
    expect(await body(storage)).toMatchObject({ account_id: accountId });
    expect(await queuedSecurityEvents(owner.identity.id)).toEqual([
      'password_changed',
      'account_linked',
    ]);
    expect(await queuedSecurityEvents(newcomer.id)).toEqual(['account_linked']);

    // One use.
    const third = await createIdentity();
    await registerPasskey(third.id);
    const again = await link(third.id, (await sessionOf(third.id, 2)).headers(), {
      account_id: accountId,
      link_code: code,
    });
    expect(again.status).toBe(403);
  });

  it('a code is made only from a session of the account at its level, recently', async () => {
    const { owner, newcomer } = await accountAndNewcomer();
    const outsider = await sessionOf(newcomer.id, 2);
    const foreign = await call(
      'POST',
      `/accounts/${owner.accountId}/link-codes`,
      outsider.headers(),
    );
    expect(foreign.status).toBe(403);
    expect(await body(foreign)).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    const mailbox = await sessionOf(owner.identity.id, 1);
    const low = await call('POST', `/accounts/${owner.accountId}/link-codes`, mailbox.headers());
    expect(low.status).toBe(403);
    expect(await body(low)).toEqual(levelRefusal(2));
    const stale = await staleSessionOf(owner.identity.id, 2);
    const old = await call('POST', `/accounts/${owner.accountId}/link-codes`, stale.headers());
    expect(old.status).toBe(403);
    expect(await body(old)).toMatchObject({ details: { auth_time: 'expired' } });
    expect(await getDb().accountLinkCode.count({ where: { accountId: owner.accountId } })).toBe(0);
  });

  it('refuses an email that could not reach the account’s level, and keeps the code', async () => {
    const { owner } = await accountAndNewcomer();
    const bare = await createIdentity();
    const code = await linkCodeFrom(owner.identity.id, owner.accountId);
    const refused = await link(bare.id, (await sessionOf(bare.id, 1)).headers(), {
      account_id: owner.accountId,
      link_code: code,
    });
    expect(refused.status).toBe(409);
    expect(await body(refused)).toMatchObject({ details: { id: 'conflict' } });
    expect(await getDb().accountLinkCode.count({ where: { accountId: owner.accountId } })).toBe(1);
  });

  it('an expired code, or one of another account, is refused', async () => {
    const { owner, newcomer } = await accountAndNewcomer();
    const elsewhere = await personWithPasskey();
    const foreignCode = await linkCodeFrom(elsewhere.identity.id, elsewhere.accountId);
    const session = await sessionOf(newcomer.id, 2);
    const wrongAccount = await link(newcomer.id, session.headers(), {
      account_id: owner.accountId,
      link_code: foreignCode,
    });
    expect(wrongAccount.status).toBe(403);
    const code = await linkCodeFrom(owner.identity.id, owner.accountId);
    await getDb().accountLinkCode.updateMany({
      where: { accountId: owner.accountId },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await link(newcomer.id, session.headers(), {
      account_id: owner.accountId,
      link_code: code,
    });
    expect(expired.status).toBe(403);
    expect(await body(expired)).toMatchObject({ details: { link_code: 'invalid' } });
  });
});
