import { describe, expect, it } from 'vitest';
import { createUserSession } from '@coffer/domain/test-factories';
import { call, json, openBox, setUpOrganization, signedIn } from '../boxes/test/box-api';

describe('GET /key-shares/{invitation_share_hash}', () => {
  it('any valid token, even at acr 1 or of another organization, gets the key share by its hash', async () => {
    const org = await setUpOrganization();
    const { box, split } = await openBox(org);
    const weak = await signedIn({ acr: 1 });
    const other = await setUpOrganization();
    for (const headers of [weak.headers(), other.token()]) {
      const answer = await call('GET', `/key-shares/${split.invitationShareHash}`, headers);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({
        service_share: split.serviceShare,
        invitation_share_hash: split.invitationShareHash,
        encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
        box_id: box.id,
      });
    }
    expect((await call('GET', `/key-shares/${split.invitationShareHash}`)).status).toBe(401);
    const malformed = await call('GET', '/key-shares/abc', weak.headers());
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      origin: 'path',
      details: { invitation_share_hash: 'malformed' },
    });
    const unknown = await call('GET', `/key-shares/${'A'.repeat(86)}`, weak.headers());
    expect(unknown.status).toBe(404);
  });
});

describe('GET /key-shares/encrypted-invitation-key-share', () => {
  it('a JSON string for members; acr 2 and membership required', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box, split } = await openBox(org, { subject: subject.identity.identifierValue });
    const path = `/key-shares/encrypted-invitation-key-share?box_id=${box.id}`;
    const answer = await call('GET', path, subject.headers());
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.text()).toBe(JSON.stringify(split.encryptedInvitationKeyShare));

    const weak = await createUserSession({ identityId: subject.identity.id, acr: 1 });
    expect(await (await call('GET', path, weak.headers())).json()).toMatchObject({ origin: 'acr' });
    const stranger = await signedIn();
    const refused = await call('GET', path, stranger.headers());
    expect(await refused.json()).toMatchObject({
      origin: 'query',
      details: { reason: 'no_access' },
    });

    const { box: bare } = await openBox(org, { body: { key_share: undefined } });
    const none = await call(
      'GET',
      `/key-shares/encrypted-invitation-key-share?box_id=${bare.id}`,
      org.token(),
    );
    expect(none.status).toBe(404);
    expect(await json<unknown>(none)).toMatchObject({ details: { box_id: 'not_found' } });
  });
});

describe('GET /key-shares/{invitation_share_hash}/box', () => {
  it('names the box, its organization and its data subject to anyone holding the current link', async () => {
    const org = await setUpOrganization();
    const { box, split } = await openBox(org, { subject: 'alice@example.com' });
    const answer = await call('GET', `/key-shares/${split.invitationShareHash}/box`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      box_id: box.id,
      title: box.title,
      organization: { id: org.organization.id, name: org.organization.name },
      data_subject: 'alice@example.com',
    });
  });

  it('tells nothing for a wrong hash, a malformed one, or the link of a deleted box', async () => {
    const org = await setUpOrganization();
    const { box, split } = await openBox(org);
    const wrong = await call('GET', `/key-shares/${'A'.repeat(86)}/box`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({
      code: 'not_found',
      origin: 'path',
      details: { invitation_share_hash: 'not_found' },
    });
    const malformed = await call('GET', '/key-shares/abc/box');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      details: { invitation_share_hash: 'malformed' },
    });
    const deleted = await call('DELETE', `/boxes/${box.id}`, org.token(), {
      user_confirmation: 'delete',
    });
    expect(deleted.status).toBe(204);
    const gone = await call('GET', `/key-shares/${split.invitationShareHash}/box`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ details: { invitation_share_hash: 'not_found' } });
  });
});
