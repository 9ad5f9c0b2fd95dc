/**
 * What an organization's server administers in its boxes: members, access rules and mode, the
 * key share, provisions and access requests; the person's side is played with the REST API.
 */
import { combineKeyShares, hashInvitationShare, parseInvitationLink } from '@coffer/crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, CryptoError, type Box, type Datatag } from '../src';
import {
  factories,
  organizationFixture,
  origin,
  type OrganizationFixture,
} from './organization-fixture';
import { signedInPerson } from './signed-in-person';

let org: OrganizationFixture;
let datatag: Datatag;

beforeAll(async () => {
  org = await organizationFixture();
  datatag = await org.coffer.datatags.create('Access');
});

async function newBox(subject = factories.randomEmail()) {
  return org.coffer.boxes.create({ title: 'Team', datatagId: datatag.id, subject });
}

/** A signed-in person (acr 2) and their call to join `box`: its status. */
async function person(email = factories.randomEmail('ann')) {
  const signedIn = await signedInPerson(email);
  const join = async (box: Box) =>
    (await signedIn.call('POST', `/boxes/${box.id}/events`, { type: 'member.join' })).status;
  return { ...signedIn, join };
}

async function memberIds(box: Box) {
  return (await org.coffer.members.list(box).toArray()).map((member) => member.id);
}

describe('members and access rules', () => {
  it('admits a person by a rule, lists them, and removes them with the rule', async () => {
    const { box } = await newBox();
    const ann = await person();
    expect(await ann.join(box)).toBe(403);

    const rule = await org.coffer.access.addRule(box, { email: ann.email.toUpperCase() });
    expect(rule).toMatchObject({ restriction_type: 'identifier', value: ann.email });
    const domain = await org.coffer.access.addRule(box, { emailDomain: 'partner.test' });
    await expect(
      org.coffer.access.addRule(box, { emailDomain: 'partner.test' }),
    ).rejects.toBeInstanceOf(ConflictError);
    expect((await org.coffer.access.rules(box).toArray()).map((r) => r.id)).toEqual([
      domain.id,
      rule.id,
    ]);

    expect(await ann.join(box)).toBe(201);
    expect(await memberIds(box)).toContain(ann.id);
    // The organization made the box: it is a member by rule.
    expect(await memberIds(box)).toContain(org.organizationId);

    await org.coffer.access.removeRule(box, rule.id);
    expect((await org.coffer.access.rules(box).toArray()).map((r) => r.id)).toEqual([domain.id]);
    expect(await memberIds(box)).not.toContain(ann.id);
  });

  it('opens a box to any signed-in person, and limits it again', async () => {
    const { box } = await newBox();
    const bob = await person();
    await org.coffer.access.setMode(box, 'public');
    expect((await org.coffer.boxes.get(box.id)).access_mode).toBe('public');
    expect(await bob.join(box)).toBe(201);
    await org.coffer.access.setMode(box, 'limited');
    expect((await org.coffer.boxes.get(box.id)).access_mode).toBe('limited');
    expect(await memberIds(box)).not.toContain(bob.id);
  });
});

describe('keyShares.rotate', () => {
  it('refuses another box secret key before sending anything', async () => {
    const created = await newBox();
    const other = await newBox();
    const before = org.requests.length;
    await expect(org.coffer.keyShares.rotate(created.box, other.secretKey)).rejects.toBeInstanceOf(
      CryptoError,
    );
    expect(org.requests.slice(before)).not.toContain(`POST /api/boxes/${created.box.id}/events`);
  });

  it('answers a new link that rebuilds the key, and the old one opens nothing', async () => {
    const created = await newBox();
    const reader = await person();
    const keyShare = async (share: string) =>
      reader.call('GET', `/key-shares/${await hashInvitationShare(share)}`);

    const first = await org.coffer.keyShares.rotate(created.box, created.secretKey);
    expect(first.event.type).toBe('state.key_share');
    const firstShare = parseInvitationLink(first.link).invitationShare;
    expect(first.link.startsWith(`${origin}/boxes/${created.box.id}#`)).toBe(true);
    const second = await org.coffer.keyShares.rotate(created.box.id, created.secretKey);
    const secondShare = parseInvitationLink(second.link).invitationShare;

    expect((await keyShare(firstShare)).status).toBe(404);
    const answer = await keyShare(secondShare);
    expect(answer.status).toBe(200);
    const { service_share } = (await answer.json()) as { service_share: string };
    expect(Buffer.from(combineKeyShares(service_share, secondShare)).toString('base64url')).toBe(
      created.secretKey,
    );
  });
});

describe('provisions and access requests', () => {
  it('reads back the provision a box made, and lists who asks for a key', async () => {
    const subject = factories.randomEmail('pat');
    expect(await org.coffer.provisions.find(subject)).toBeNull();
    const created = await newBox(subject);
    expect(created.delivery).toBe('provision');
    expect(await org.coffer.provisions.find(subject)).toMatchObject({ email: subject });

    // She signs up later, with keys, and asks for the box's key.
    const pat = await signedInPerson(subject, { withKeys: true });
    const asked = await pat.call('PUT', `/boxes/${created.box.id}/access-request`);
    expect(asked.status).toBe(200);
    const requests = await org.coffer.accessRequests.list().toArray();
    expect(requests).toMatchObject([{ box_id: created.box.id, identity_id: pat.id }]);
  });
});
