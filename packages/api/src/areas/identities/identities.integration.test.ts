import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOX_ALGORITHM_AES_RSA,
  BOX_ALGORITHM_NACL,
  decryptTextFromBox,
  formatBoxPublicKey,
  generateBoxKeyPair,
  type BoxAlgorithm,
} from '@coffer/crypto';
import { getDb } from '@coffer/db';
import {
  createIdentity,
  createOrganization,
  createOrganizationToken,
  createUserSession,
  randomEmail,
  createSignedInIdentity,
} from '@coffer/domain/test-factories';
import { handleRestRequest } from '../../http-routes';
import { buildOpenApiDocument } from '../../rest/openapi-document';
import { createRestClient } from '../../../test/rest-client';
import { notificationsOperations } from '../notifications/operations';
import { webauthnCredentialsOperations } from '../webauthn-credentials/operations';
import { identitiesOperations } from './operations';
import { acrTooLow } from '../../../test/refusals';

process.env.APP_ORIGIN = 'http://localhost:3000';
process.env.FILE_STORAGE_DIR = mkdtempSync(path.join(tmpdir(), 'coffer-identities-'));

const routes = {
  identities: identitiesOperations,
  notifications: notificationsOperations,
  webauthnCredentials: webauthnCredentialsOperations,
};
const call = createRestClient();

function signedIn(acr = 1) {
  return createSignedInIdentity({ acr });
}

function withoutCsrf(headers: Headers): Headers {
  headers.delete('x-csrf-token');
  return headers;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** Public key strings of docs/crypto.md: the raw X25519 key, unpadded url-safe base64. */
async function naclKey() {
  return generateKeyPairSync('x25519').publicKey.export({ format: 'jwk' }).x!;
}

/** The prefix and an RSA-3072 modulus: a com.service.aes-rsa-enc public key string. */
function newAesRsaKey() {
  return `com.service.aes-rsa-enc:${generateKeyPairSync('rsa', { modulusLength: 3072 }).publicKey.export({ format: 'jwk' }).n!}`;
}

// Generation takes a moment: one key for the checks that never store it.
const aesRsaKey = Promise.resolve(newAesRsaKey());

/** A key pair of docs/crypto.md, its public key string, and the proof the identity holds it. */
async function provenKey(
  identityId: string,
  headers: Headers,
  algorithm: BoxAlgorithm = BOX_ALGORITHM_NACL,
) {
  const pair = await generateBoxKeyPair(algorithm);
  const publicKey = formatBoxPublicKey(pair.publicKey);
  const challenge = await call(
    'GET',
    `/identities/${identityId}/pubkey-challenge?public_key=${encodeURIComponent(publicKey)}`,
    headers,
  );
  expect(challenge.status).toBe(200);
  const { encrypted_challenge } = (await challenge.json()) as { encrypted_challenge: string };
  return { publicKey, proof: await decryptTextFromBox(pair.secretKey, encrypted_challenge) };
}

/** Every column an update could touch, to prove a refusal changed nothing. */
function identityRow(id: string) {
  return getDb().identity.findUniqueOrThrow({ where: { id } });
}

describe('GET /identities/{id}', () => {
  it('200 the identity; account_id only at acr 2', async () => {
    const account = await getDb().account.create({
      data: { passwordHash: 'x', passwordParams: {}, passwordUpdatedAt: new Date() },
    });
    const identity = await createIdentity({ displayName: 'Ada' });
    await getDb().identity.update({ where: { id: identity.id }, data: { accountId: account.id } });

    const weak = await createUserSession({ identityId: identity.id, acr: 1 });
    const atOne = await call('GET', `/identities/${identity.id}`, weak.headers());
    expect(atOne.status).toBe(200);
    expect(await atOne.json()).toEqual({
      id: identity.id,
      account_id: null,
      has_account: true,
      display_name: 'Ada',
      notifications: 'minimal',
      avatar_url: null,
      identifier_value: identity.identifierValue,
      identifier_kind: 'email',
      mfa_method: 'disabled',
    });

    const strong = await createUserSession({ identityId: identity.id, acr: 2 });
    const atTwo = await call('GET', `/identities/${identity.id}`, strong.headers());
    expect(await atTwo.json()).toMatchObject({ account_id: account.id, has_account: true });
  });

  it('401 without credentials, 400 without CSRF, 403 for another or unknown identity, 400 malformed id, 403 for an organization', async () => {
    const { identity, session } = await signedIn();
    const other = await createIdentity();
    expect((await call('GET', `/identities/${identity.id}`)).status).toBe(401);
    const noCsrf = await call('GET', `/identities/${identity.id}`, withoutCsrf(session.headers()));
    expect(noCsrf.status).toBe(400);
    expect(await noCsrf.json()).toMatchObject({ details: { 'X-CSRF-Token': 'required' } });
    const notSelf = await call('GET', `/identities/${other.id}`, session.headers());
    expect(notSelf.status).toBe(403);
    expect(await notSelf.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    expect((await call('GET', `/identities/${UNKNOWN_ID}`, session.headers())).status).toBe(403);
    const malformed = await call('GET', '/identities/not-a-uuid', session.headers());
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ origin: 'path', details: { id: 'malformed' } });
    const org = await createOrganizationToken((await createOrganization()).id);
    expect((await call('GET', `/identities/${identity.id}`, org.headers())).status).toBe(403);
  });
});

describe('PATCH /identities/{id}', () => {
  it('a NUL character is a 400 naming the field, and nothing changes (it used to be a 500)', async () => {
    const { identity, session } = await signedIn();
    const before = await identityRow(identity.id);
    const response = await call('PATCH', `/identities/${identity.id}`, session.headers(), {
      display_name: 'Ada\u0000Lovelace',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'bad_request',
      origin: 'body',
      desc: expect.any(String),
      details: { display_name: 'malformed' },
    });
    expect(await identityRow(identity.id)).toEqual(before);
  });

  it('a value nested thousands deep is a 400 naming the field, before any credential (issue #26: a 500)', async () => {
    const { identity } = await signedIn();
    const before = await identityRow(identity.id);
    // Written as text: JSON.stringify itself would run out of stack at this depth.
    const levels = 5_000;
    const response = await handleRestRequest(
      new Request(`http://localhost:3000/api/identities/${identity.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: `{"display_name": ${'['.repeat(levels)}"x"${']'.repeat(levels)}}`,
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'bad_request',
      origin: 'body',
      desc: expect.any(String),
      details: { display_name: 'malformed' },
    });
    expect(await identityRow(identity.id)).toEqual(before);
  });

  it('204 and every updatable field is stored', async () => {
    const { identity, session } = await signedIn();
    const identified = await provenKey(identity.id, session.headers());
    const identifiedAesRsa = await provenKey(identity.id, session.headers(), BOX_ALGORITHM_AES_RSA);
    const pubkey = identified.publicKey;
    const nonIdentified = await naclKey();
    const response = await call('PATCH', `/identities/${identity.id}`, session.headers(), {
      display_name: '  Ada Lovelace ',
      notifications: 'frequent',
      pubkey,
      pubkey_proof: identified.proof,
      non_identified_pubkey: nonIdentified,
      pubkey_aes_rsa: identifiedAesRsa.publicKey,
      pubkey_aes_rsa_proof: identifiedAesRsa.proof,
      non_identified_pubkey_aes_rsa: await aesRsaKey,
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await identityRow(identity.id)).toMatchObject({
      displayName: 'Ada Lovelace',
      notifications: 'frequent',
      pubkey,
      nonIdentifiedPubkey: nonIdentified,
      pubkeyAesRsa: identifiedAesRsa.publicKey,
      nonIdentifiedPubkeyAesRsa: await aesRsaKey,
      mfaMethod: 'disabled',
    });
    // Fields left out are left alone.
    expect(
      (
        await call('PATCH', `/identities/${identity.id}`, session.headers(), {
          notifications: 'moderate',
        })
      ).status,
    ).toBe(204);
    expect(await identityRow(identity.id)).toMatchObject({
      displayName: 'Ada Lovelace',
      notifications: 'moderate',
      pubkey,
    });
  });

  it('400 for invalid values, naming the field; nothing changes', async () => {
    const { identity, session } = await signedIn();
    const before = await identityRow(identity.id);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ display_name: '' }, { display_name: 'malformed' }],
      [{ display_name: '   ' }, { display_name: 'malformed' }],
      [{ display_name: 'x'.repeat(255) }, { display_name: 'too_large' }],
      // (The reason of a wrong JSON type comes from the shared validation mapping.)
      [{ display_name: null }, { display_name: expect.any(String) }],
      [{ notifications: 'hourly' }, { notifications: 'invalid' }],
      [{ mfa_method: 'sms' }, { mfa_method: 'invalid' }],
      [{ pubkey: 'not a key' }, { pubkey: 'invalid' }],
      // An aes-rsa key where an X25519 key belongs, and the other way round.
      [{ pubkey: await aesRsaKey }, { pubkey: 'invalid' }],
      [{ non_identified_pubkey: 'AAAA' }, { non_identified_pubkey: 'invalid' }],
      [{ pubkey_aes_rsa: await naclKey() }, { pubkey_aes_rsa: 'invalid' }],
      [
        { non_identified_pubkey_aes_rsa: 'com.service.aes-rsa-enc:AAAA' },
        { non_identified_pubkey_aes_rsa: 'invalid' },
      ],
    ];
    for (const [body, details] of cases) {
      const response = await call('PATCH', `/identities/${identity.id}`, session.headers(), body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json(), JSON.stringify(body)).toMatchObject({
        code: 'bad_request',
        origin: 'body',
        details,
      });
    }
    expect(await identityRow(identity.id)).toEqual(before);
  });

  it('400 forbidden for a field that is not updatable, even beside valid ones; nothing changes', async () => {
    const { identity, session } = await signedIn();
    const before = await identityRow(identity.id);
    for (const field of [
      'account_id',
      'has_account',
      'identifier_value',
      'identifier_kind',
      'avatar_url',
      'profile_shares_email',
      'displayName',
    ]) {
      const response = await call('PATCH', `/identities/${identity.id}`, session.headers(), {
        display_name: 'Changed',
        [field]: field === 'has_account' ? true : UNKNOWN_ID,
      });
      expect(response.status, field).toBe(400);
      expect(await response.json(), field).toMatchObject({
        origin: 'body',
        details: { [field]: 'forbidden' },
      });
    }
    const withId = await call('PATCH', `/identities/${identity.id}`, session.headers(), {
      id: UNKNOWN_ID,
    });
    expect(withId.status).toBe(400);
    expect(await withId.json()).toMatchObject({ origin: 'body', details: { id: 'forbidden' } });
    expect(await identityRow(identity.id)).toEqual(before);
  });

  it('refuses without credentials, CSRF, ownership or a well-formed id; nothing changes', async () => {
    const { identity, session } = await signedIn();
    const other = await signedIn();
    const before = await identityRow(identity.id);
    const body = { display_name: 'Mallory' };
    expect((await call('PATCH', `/identities/${identity.id}`, new Headers(), body)).status).toBe(
      401,
    );
    const noCsrf = await call(
      'PATCH',
      `/identities/${identity.id}`,
      withoutCsrf(session.headers()),
      body,
    );
    expect(noCsrf.status).toBe(400);
    expect(await noCsrf.json()).toMatchObject({ details: { 'X-CSRF-Token': 'required' } });
    const notSelf = await call(
      'PATCH',
      `/identities/${identity.id}`,
      other.session.headers(),
      body,
    );
    expect(notSelf.status).toBe(403);
    expect((await call('PATCH', `/identities/${UNKNOWN_ID}`, session.headers(), body)).status).toBe(
      403,
    );
    const malformed = await call('PATCH', '/identities/123', session.headers(), body);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ origin: 'path' });
    expect(await identityRow(identity.id)).toEqual(before);
  });

  it('mfa_method: 409 without the factor, 204 with it; turning it off needs acr 2', async () => {
    const { identity, session } = await signedIn(1);
    const path = `/identities/${identity.id}`;
    for (const method of ['totp', 'webauthn']) {
      const refused = await call('PATCH', path, session.headers(), { mfa_method: method });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: 'conflict',
        details: { mfa_method: 'conflict' },
      });
    }
    // An enrolment that was never confirmed is not a configured TOTP.
    await getDb().totpSecret.create({ data: { identityId: identity.id, encryptedSecret: 'x' } });
    expect((await call('PATCH', path, session.headers(), { mfa_method: 'totp' })).status).toBe(409);
    expect((await identityRow(identity.id)).mfaMethod).toBe('disabled');

    await getDb().totpSecret.updateMany({
      where: { identityId: identity.id },
      data: { confirmedAt: new Date() },
    });
    expect((await call('PATCH', path, session.headers(), { mfa_method: 'totp' })).status).toBe(204);
    expect((await identityRow(identity.id)).mfaMethod).toBe('totp');

    await getDb().webauthnCredential.create({
      data: { id: 'a2V5', identityId: identity.id, name: 'key', publicKey: Buffer.from([1]) },
    });
    expect((await call('PATCH', path, session.headers(), { mfa_method: 'webauthn' })).status).toBe(
      204,
    );

    const tooLow = await call('PATCH', path, session.headers(), { mfa_method: 'disabled' });
    expect(tooLow.status).toBe(403);
    expect(await tooLow.json()).toEqual(acrTooLow(2));
    expect((await identityRow(identity.id)).mfaMethod).toBe('webauthn');
    const strong = await createUserSession({ identityId: identity.id, acr: 2 });
    expect((await call('PATCH', path, strong.headers(), { mfa_method: 'disabled' })).status).toBe(
      204,
    );
    expect((await identityRow(identity.id)).mfaMethod).toBe('disabled');
    // Already off: nothing is lowered, acr 1 is enough.
    expect((await call('PATCH', path, session.headers(), { mfa_method: 'disabled' })).status).toBe(
      204,
    );
  });

  it('mfa_method waits for a concurrent removal of the factor holding the row lock', async () => {
    const { identity, session } = await signedIn();
    await getDb().totpSecret.create({
      data: { identityId: identity.id, encryptedSecret: 'x', confirmedAt: new Date() },
    });
    let locked!: () => void;
    let release!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    // What removeTotp does: lock the identity, delete the secret, commit later.
    const removal = getDb().$transaction(
      async (tx) => {
        await tx.$queryRaw`SELECT 1 FROM "Identity" WHERE "id" = ${identity.id}::uuid FOR UPDATE`;
        await tx.totpSecret.deleteMany({ where: { identityId: identity.id } });
        locked();
        await released;
      },
      { timeout: 10_000 },
    );
    await lockTaken;
    const update = call('PATCH', `/identities/${identity.id}`, session.headers(), {
      mfa_method: 'totp',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await removal;
    expect((await update).status).toBe(409);
    expect((await identityRow(identity.id)).mfaMethod).toBe('disabled');
  });
});

describe('GET /identities/{id}/profile', () => {
  async function profile(id: string, headers?: Headers) {
    const response = await call('GET', `/identities/${id}/profile`, headers);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('anyone sees the display name; the email and key only once shared or set', async () => {
    const identity = await createIdentity({ displayName: 'Grace' });
    expect(await profile(identity.id)).toEqual({
      status: 200,
      body: {
        id: identity.id,
        display_name: 'Grace',
        avatar_url: null,
        identifier_value: '',
        identifier_kind: '',
        non_identified_pubkey: '',
        contactable: false,
      },
    });
    const key = await naclKey();
    await getDb().identity.update({
      where: { id: identity.id },
      data: { nonIdentifiedPubkey: key, pubkey: await naclKey(), profileSharesEmail: true },
    });
    const shared = await profile(identity.id);
    expect(shared.body).toEqual({
      id: identity.id,
      display_name: 'Grace',
      avatar_url: null,
      identifier_value: identity.identifierValue,
      identifier_kind: 'email',
      non_identified_pubkey: key,
      contactable: true,
    });
    expect(JSON.stringify(shared.body)).not.toContain('pubkey_aes_rsa');
  });

  it('the owner sees their own email; another person does not', async () => {
    const { identity, session } = await signedIn();
    expect((await profile(identity.id, session.headers())).body).toMatchObject({
      identifier_value: identity.identifierValue,
      identifier_kind: 'email',
    });
    const other = await signedIn(2);
    expect((await profile(identity.id, other.session.headers())).body).toMatchObject({
      identifier_value: '',
      identifier_kind: '',
    });
  });

  it("a box admin sees the email of the box's data subject and members; others do not", async () => {
    const subject = await createIdentity();
    const member = await createIdentity();
    const stranger = await createIdentity();
    const org = await createOrganization();
    const otherOrg = await createOrganization();
    const box = await getDb().box.create({
      data: {
        title: 'Tax return',
        ownerOrgId: org.id,
        datatagSubject: subject.identifierValue,
        publicKey: await naclKey(),
      },
    });
    await getDb().boxMember.create({ data: { boxId: box.id, identityId: member.id } });
    const visible = (body: Record<string, unknown>, identity: { identifierValue: string }) =>
      body['identifier_value'] === identity.identifierValue && body['identifier_kind'] === 'email';

    const orgToken = await createOrganizationToken(org.id);
    expect(visible((await profile(subject.id, orgToken.headers())).body, subject)).toBe(true);
    expect(visible((await profile(member.id, orgToken.headers())).body, member)).toBe(true);
    expect(visible((await profile(stranger.id, orgToken.headers())).body, stranger)).toBe(false);
    const otherToken = await createOrganizationToken(otherOrg.id);
    expect(visible((await profile(subject.id, otherToken.headers())).body, subject)).toBe(false);

    const admin = await createIdentity();
    await getDb().organizationMember.create({
      data: { organizationId: org.id, identityId: admin.id, role: 'admin' },
    });
    const adminSession = await createUserSession({ identityId: admin.id, acr: 2 });
    expect(visible((await profile(subject.id, adminSession.headers())).body, subject)).toBe(true);
    // Box data needs acr 2 (docs/boxes.md): the admin's level-1 session sees no more than anyone.
    const weakAdmin = await createUserSession({ identityId: admin.id, acr: 1 });
    expect(visible((await profile(subject.id, weakAdmin.headers())).body, subject)).toBe(false);

    const agent = await createIdentity();
    await getDb().organizationMember.create({
      data: { organizationId: org.id, identityId: agent.id, role: 'agent' },
    });
    const agentSession = await createUserSession({ identityId: agent.id, acr: 2 });
    expect(visible((await profile(subject.id, agentSession.headers())).body, subject)).toBe(false);

    const creator = await createIdentity();
    await getDb().box.update({ where: { id: box.id }, data: { creatorIdentityId: creator.id } });
    const creatorSession = await createUserSession({ identityId: creator.id, acr: 2 });
    expect(visible((await profile(member.id, creatorSession.headers())).body, member)).toBe(true);
    // A member is not an admin: members do not see each other's email.
    const memberSession = await createUserSession({ identityId: member.id, acr: 2 });
    expect(visible((await profile(subject.id, memberSession.headers())).body, subject)).toBe(false);
  });

  it('invalid credentials are 401 even here; 400 malformed id; 404 unknown id', async () => {
    const identity = await createIdentity();
    const forged = await call(
      'GET',
      `/identities/${identity.id}/profile`,
      new Headers({ cookie: 'accesstoken=forged; tokentype=bearer', 'x-csrf-token': 'x' }),
    );
    expect(forged.status).toBe(401);
    const { session } = await signedIn();
    const noCsrf = await call(
      'GET',
      `/identities/${identity.id}/profile`,
      withoutCsrf(session.headers()),
    );
    expect(noCsrf.status).toBe(400);
    expect((await call('GET', '/identities/nope/profile')).status).toBe(400);
    const unknown = await call('GET', `/identities/${UNKNOWN_ID}/profile`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ origin: 'path', details: { id: 'not_found' } });
  });
});

describe('GET and PATCH /identities/{id}/profile/config', () => {
  it('reads false by default, 204 on change, and the profile follows', async () => {
    const { identity, session } = await signedIn();
    const path = `/identities/${identity.id}/profile/config`;
    const initial = await call('GET', path, session.headers());
    expect(initial.status).toBe(200);
    expect(await initial.json()).toEqual({ email: false });
    const changed = await call('PATCH', path, session.headers(), { email: true });
    expect(changed.status).toBe(204);
    expect(await (await call('GET', path, session.headers())).json()).toEqual({ email: true });
    const publicView = await call('GET', `/identities/${identity.id}/profile`);
    expect(await publicView.json()).toMatchObject({ identifier_value: identity.identifierValue });
    await call('PATCH', path, session.headers(), { email: false });
    expect(await (await call('GET', `/identities/${identity.id}/profile`)).json()).toMatchObject({
      identifier_value: '',
    });
  });

  it('400 for a missing, non-boolean or extra field; nothing changes', async () => {
    const { identity, session } = await signedIn();
    const path = `/identities/${identity.id}/profile/config`;
    const cases: [unknown, Record<string, string>][] = [
      [{}, { email: 'required' }],
      [{ email: 'yes' }, { email: expect.any(String) }],
      [{ email: true, avatar: true }, { avatar: 'forbidden' }],
    ];
    for (const [body, details] of cases) {
      const response = await call('PATCH', path, session.headers(), body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ origin: 'body', details });
    }
    expect((await identityRow(identity.id)).profileSharesEmail).toBe(false);
  });

  it('refuses without credentials, CSRF or ownership; nothing changes', async () => {
    const { identity, session } = await signedIn();
    const other = await signedIn();
    const path = `/identities/${identity.id}/profile/config`;
    for (const method of ['GET', 'PATCH']) {
      const body = method === 'PATCH' ? { email: true } : undefined;
      expect((await call(method, path, new Headers(), body)).status).toBe(401);
      expect((await call(method, path, withoutCsrf(session.headers()), body)).status).toBe(400);
      expect((await call(method, path, other.session.headers(), body)).status).toBe(403);
      expect(
        (await call(method, `/identities/${UNKNOWN_ID}/profile/config`, session.headers(), body))
          .status,
      ).toBe(403);
      expect(
        (await call(method, '/identities/x/profile/config', session.headers(), body)).status,
      ).toBe(400);
    }
    expect((await identityRow(identity.id)).profileSharesEmail).toBe(false);
  });
});

describe('identified public keys: proof of possession, one identity each', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('400 required without a proof; 403 for a proof of another key or identity; nothing changes', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const alicesKey = await provenKey(alice.identity.id, alice.session.headers());
    const before = await identityRow(bob.identity.id);
    const attempts: [Record<string, unknown>, Record<string, string>, number][] = [
      [{ pubkey: alicesKey.publicKey }, { pubkey_proof: 'required' }, 400],
      // Alice's proof was made for Alice: Bob cannot use it for himself.
      [
        { pubkey: alicesKey.publicKey, pubkey_proof: alicesKey.proof },
        { pubkey_proof: 'invalid' },
        403,
      ],
      [
        { pubkey: await naclKey(), pubkey_proof: alicesKey.proof },
        { pubkey_proof: 'invalid' },
        403,
      ],
      [{ pubkey: alicesKey.publicKey, pubkey_proof: 'garbage' }, { pubkey_proof: 'invalid' }, 403],
      [{ pubkey_aes_rsa: await aesRsaKey }, { pubkey_aes_rsa_proof: 'required' }, 400],
    ];
    for (const [body, details, status] of attempts) {
      const response = await call(
        'PATCH',
        `/identities/${bob.identity.id}`,
        bob.session.headers(),
        body,
      );
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(await response.json(), JSON.stringify(body)).toMatchObject({
        origin: 'body',
        details,
      });
    }
    expect(await identityRow(bob.identity.id)).toEqual(before);
  });

  it('a proof expires after 5 minutes', async () => {
    const { identity, session } = await signedIn();
    const key = await provenKey(identity.id, session.headers());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);
    const late = await call('PATCH', `/identities/${identity.id}`, session.headers(), {
      pubkey: key.publicKey,
      pubkey_proof: key.proof,
    });
    expect(late.status).toBe(403);
    expect(await late.json()).toMatchObject({ details: { pubkey_proof: 'expired' } });
  });

  it('409 for a key another identity holds, even with a valid proof (the report)', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const shared = await generateBoxKeyPair();
    const publicKey = formatBoxPublicKey(shared.publicKey);
    const proofFor = async (who: typeof alice) => {
      const challenge = await call(
        'GET',
        `/identities/${who.identity.id}/pubkey-challenge?public_key=${encodeURIComponent(publicKey)}`,
        who.session.headers(),
      );
      const { encrypted_challenge } = (await challenge.json()) as { encrypted_challenge: string };
      return decryptTextFromBox(shared.secretKey, encrypted_challenge);
    };
    const set = async (who: typeof alice) =>
      call('PATCH', `/identities/${who.identity.id}`, who.session.headers(), {
        pubkey: publicKey,
        pubkey_proof: await proofFor(who),
      });
    expect((await set(alice)).status).toBe(204);
    const second = await set(bob);
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ details: { pubkey: 'conflict' } });
    expect((await identityRow(bob.identity.id)).pubkey).toBeNull();
    // Setting one's own key again is no conflict.
    expect((await set(alice)).status).toBe(204);
  });

  it('the challenge is for oneself only, and for a valid key', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const key = encodeURIComponent(await naclKey());
    expect(
      (
        await call(
          'GET',
          `/identities/${alice.identity.id}/pubkey-challenge?public_key=${key}`,
          bob.session.headers(),
        )
      ).status,
    ).toBe(403);
    const invalid = await call(
      'GET',
      `/identities/${alice.identity.id}/pubkey-challenge?public_key=nope`,
      alice.session.headers(),
    );
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      origin: 'query',
      details: { public_key: 'malformed' },
    });
  });
});

describe('GET /identities/pubkey?identifier_value=', () => {
  it("200 the identity's identified keys, to people at acr 2 and organizations", async () => {
    const email = randomEmail();
    const identity = await createIdentity({ email });
    const pubkey = await naclKey();
    const pubkeyAesRsa = newAesRsaKey();
    await getDb().identity.update({
      where: { id: identity.id },
      data: { pubkey, pubkeyAesRsa, nonIdentifiedPubkey: await naclKey() },
    });
    const { session } = await signedIn(2);
    const query = `/identities/pubkey?identifier_value=${encodeURIComponent(` ${email.toUpperCase()} `)}`;
    const byPerson = await call('GET', query, session.headers());
    expect(byPerson.status).toBe(200);
    expect(await byPerson.json()).toEqual([pubkey, pubkeyAesRsa]);
    const org = await createOrganizationToken((await createOrganization()).id);
    expect(await (await call('GET', query, org.headers())).json()).toEqual([pubkey, pubkeyAesRsa]);
  });

  it('[] for an unknown email and for an identity without keys alike', async () => {
    const { session } = await signedIn(2);
    const keyless = await createIdentity();
    for (const email of [randomEmail('nobody'), keyless.identifierValue]) {
      const response = await call(
        'GET',
        `/identities/pubkey?identifier_value=${encodeURIComponent(email)}`,
        session.headers(),
      );
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([]);
    }
  });

  it('401 without credentials, 403 acr at acr 1, 400 for a missing or malformed email', async () => {
    const email = randomEmail();
    expect((await call('GET', `/identities/pubkey?identifier_value=${email}`)).status).toBe(401);
    const { session } = await signedIn(1);
    const tooLow = await call(
      'GET',
      `/identities/pubkey?identifier_value=${email}`,
      session.headers(),
    );
    expect(tooLow.status).toBe(403);
    expect(await tooLow.json()).toMatchObject({
      origin: 'acr',
      details: { acr: 'forbidden', required_acr: '2' },
    });
    const strong = await signedIn(2);
    const noCsrf = await call(
      'GET',
      `/identities/pubkey?identifier_value=${email}`,
      withoutCsrf(strong.session.headers()),
    );
    expect(noCsrf.status).toBe(400);
    const malformed = await call(
      'GET',
      '/identities/pubkey?identifier_value=not-an-email',
      strong.session.headers(),
    );
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      origin: 'query',
      details: { identifier_value: 'malformed' },
    });
    const missing = await call('GET', '/identities/pubkey', strong.session.headers());
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ details: { identifier_value: 'required' } });
  });
});

it('documents every identity operation in the OpenAPI document', () => {
  const { paths } = buildOpenApiDocument(routes, 'http://localhost:3000');
  expect(Object.keys(paths['/identities/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
  expect(Object.keys(paths['/identities/{id}/avatar'] ?? {}).sort()).toEqual([
    'delete',
    'get',
    'put',
  ]);
  expect(paths['/identities/{id}/profile']).toHaveProperty('get');
  expect(Object.keys(paths['/identities/{id}/profile/config'] ?? {}).sort()).toEqual([
    'get',
    'patch',
  ]);
  expect(paths['/identities/pubkey']).toHaveProperty('get');
  expect(paths['/identities/{id}/avatar']?.['put']).toMatchObject({
    requestBody: { content: { 'multipart/form-data': { schema: { required: ['avatar'] } } } },
    responses: { '204': expect.any(Object) },
  });
});
