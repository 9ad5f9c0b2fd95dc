import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import {
  createIdentity,
  createUserSession,
  createSignedInIdentity,
} from '@coffer/domain/test-factories';
import { totpCode } from '@coffer/domain/test-authn-methods';
import { buildOpenApiDocument } from '../../rest/openapi-document';
import { createRestClient } from '../../../test/rest-client';
import { totpOperations } from './operations';
import { acrTooLow } from '../../../test/refusals';

const routes = { totp: totpOperations };
const call = createRestClient();

function signedIn(acr = 1) {
  return createSignedInIdentity({ acr });
}

type Enrolment = { id: string; otpauth_uri: string; qr_svg: string };

async function enrol(identityId: string, headers: Headers) {
  const response = await call('POST', `/identities/${identityId}/totp/enroll`, headers);
  const enrolment = (await response.json()) as Enrolment;
  const secret = new URL(enrolment.otpauth_uri).searchParams.get('secret')!;
  return { response, enrolment, secret };
}

/** TOTP set up: an enrolment confirmed with the app's current code. */
async function enrolAndConfirm(identityId: string, headers: Headers) {
  const { enrolment, secret } = await enrol(identityId, headers);
  const confirmed = await call(
    'POST',
    `/identities/${identityId}/totp/enroll/${enrolment.id}`,
    headers,
    { code: await totpCode(secret) },
  );
  expect(confirmed.status).toBe(200);
}

describe('POST /identities/{id}/totp/enroll[/{enroll_id}]', () => {
  it('201 with the otpauth URI and QR code, then 200 with 10 recovery codes', async () => {
    const { identity, session } = await signedIn();
    const { response, enrolment, secret } = await enrol(identity.id, session.headers());
    expect(response.status).toBe(201);
    expect(enrolment).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\/Coffer:/),
      qr_svg: expect.stringMatching(/^<svg/),
    });
    const confirmed = await call(
      'POST',
      `/identities/${identity.id}/totp/enroll/${enrolment.id}`,
      session.headers(),
      { code: await totpCode(secret) },
    );
    expect(confirmed.status).toBe(200);
    const { recovery_codes } = (await confirmed.json()) as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
  });

  it('403 for a wrong code, 400 for a malformed one, 404 for an unknown enrolment', async () => {
    const { identity, session } = await signedIn();
    const { enrolment, secret } = await enrol(identity.id, session.headers());
    const path = `/identities/${identity.id}/totp/enroll/${enrolment.id}`;
    const wrong = await call('POST', path, session.headers(), {
      code: await totpCode(secret, Math.floor(Date.now() / 1000) + 300),
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ origin: 'body', details: { code: 'invalid' } });
    const malformed = await call('POST', path, session.headers(), { code: '12ab56' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ details: { code: 'malformed' } });
    const unknown = await call(
      'POST',
      `/identities/${identity.id}/totp/enroll/00000000-0000-4000-8000-000000000000`,
      session.headers(),
      { code: '123456' },
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ details: { enroll_id: 'not_found' } });
    const badId = await call(
      'POST',
      `/identities/${identity.id}/totp/enroll/nope`,
      session.headers(),
      { code: '123456' },
    );
    expect(badId.status).toBe(400);
    expect(await badId.json()).toMatchObject({
      origin: 'path',
      details: { enroll_id: 'malformed' },
    });
  });

  it('refuses without credentials (401), without CSRF (400), for another identity (403)', async () => {
    const { identity, session } = await signedIn();
    expect((await call('POST', `/identities/${identity.id}/totp/enroll`)).status).toBe(401);
    const headers = session.headers();
    headers.delete('x-csrf-token');
    const noCsrf = await call('POST', `/identities/${identity.id}/totp/enroll`, headers);
    expect(noCsrf.status).toBe(400);
    expect(await noCsrf.json()).toMatchObject({ details: { 'X-CSRF-Token': 'required' } });
    const other = await createIdentity();
    const notSelf = await call('POST', `/identities/${other.id}/totp/enroll`, session.headers());
    expect(notSelf.status).toBe(403);
    expect(await getDb().totpSecret.count({ where: { identityId: other.id } })).toBe(0);
    const malformed = await call('POST', '/identities/xyz/totp/enroll', session.headers());
    expect(malformed.status).toBe(400);
  });
});

describe('DELETE /identities/{id}/totp', () => {
  it('needs acr 2 (403 origin acr), then 204; 404 when nothing is set up', async () => {
    const { identity, session } = await signedIn(1);
    await enrolAndConfirm(identity.id, session.headers());

    const tooLow = await call('DELETE', `/identities/${identity.id}/totp`, session.headers());
    expect(tooLow.status).toBe(403);
    expect(await tooLow.json()).toEqual(acrTooLow(2));

    const strong = await createUserSession({ identityId: identity.id, acr: 2 });
    const removed = await call('DELETE', `/identities/${identity.id}/totp`, strong.headers());
    expect(removed.status).toBe(204);
    expect(await getDb().totpSecret.count({ where: { identityId: identity.id } })).toBe(0);
    const again = await call('DELETE', `/identities/${identity.id}/totp`, strong.headers());
    expect(again.status).toBe(404);
  });

  it('409 while mfa_method is totp; 403 for another identity', async () => {
    const { identity, session } = await signedIn(2);
    await enrolAndConfirm(identity.id, session.headers());
    await getDb().identity.update({ where: { id: identity.id }, data: { mfaMethod: 'totp' } });
    const conflict = await call('DELETE', `/identities/${identity.id}/totp`, session.headers());
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ details: { mfa_method: 'conflict' } });

    const other = await signedIn(2);
    const notSelf = await call(
      'DELETE',
      `/identities/${identity.id}/totp`,
      other.session.headers(),
    );
    expect(notSelf.status).toBe(403);
    expect(await notSelf.json()).toMatchObject({ origin: 'path' });
  });
});

it('documents its operations in the OpenAPI document', () => {
  const { paths } = buildOpenApiDocument(routes, 'http://localhost:3000');
  expect(paths['/identities/{id}/totp/enroll']).toHaveProperty('post');
  expect(paths['/identities/{id}/totp/enroll/{enroll_id}']).toHaveProperty('post');
  expect(paths['/identities/{id}/totp']).toHaveProperty('delete');
});
