/**
 * Automatic invitations (docs/key-model.md#automatic-invitations): both ways in (a box
 * created with crypto.invitation_data, an access.add with auto_invite) give the invitee a
 * box.auto_invite notification that carries the encrypted payload, which opens the box like
 * a link; redeeming it marks it used.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import {
  combineKeyShares,
  decryptInvitationPayload,
  encryptInvitationPayload,
  formatBoxPublicKey,
  generateBoxKeyPair,
  hashInvitationShare,
  splitBoxSecretKey,
  type BoxKeyPair,
} from '@coffer/crypto';
import {
  createOrganizationToken,
  createUserSession,
  randomEmail,
} from '@coffer/domain/test-factories';
import { createRestClient } from '../../../test/rest-client';
import { acrTooLow } from '../../../test/refusals';
import {
  json,
  postEvent,
  setUpOrganization,
  signedIn,
  type Box,
  type TestOrganization,
} from '../boxes/test/box-api';

const call = createRestClient();

type Notification = {
  id: number;
  type: string;
  details: { box_id: string; public_key: string; encrypted_payload: string; used: boolean };
};

/** A person with an X25519 identity key (set with its proof elsewhere: identities tests). */
async function personWithKey(email = randomEmail()) {
  const person = await signedIn({ email });
  const keyPair = await generateBoxKeyPair();
  const publicKey = formatBoxPublicKey(keyPair.publicKey);
  await getDb().identity.update({ where: { id: person.identity.id }, data: { pubkey: publicKey } });
  return { ...person, keyPair, publicKey };
}

type Invitee = Awaited<ReturnType<typeof personWithKey>>;

/** A box whose real key share can be rebuilt, created with an invitation for `invitee`. */
async function boxInviting(org: TestOrganization, invitee?: Invitee) {
  const keyPair = await generateBoxKeyPair();
  const split = await splitBoxSecretKey(keyPair.secretKey, keyPair.publicKey);
  const invitation =
    invitee && (await encryptInvitationPayload(invitee.keyPair.publicKey, split.invitationShare));
  const response = await call('POST', `/organizations/${org.organization.id}/boxes`, org.token(), {
    title: 'Your contract',
    owner_org_id: org.organization.id,
    datatag_id: org.datatag.id,
    datatag_subject: randomEmail('subject'),
    public_key: formatBoxPublicKey(keyPair.publicKey),
    key_share: {
      service_share: split.serviceShare,
      invitation_share_hash: split.invitationShareHash,
      encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
    },
    ...(invitee && invitation
      ? { crypto: { invitation_data: { [invitee.publicKey]: invitation } } }
      : {}),
  });
  expect(response.status).toBe(201);
  return { box: await json<Box>(response), keyPair, split, invitation };
}

async function invitationsOf(person: Invitee, query = '') {
  const response = await call(
    'GET',
    `/identities/${person.identity.id}/notifications?type=box.auto_invite${query}`,
    person.headers(),
  );
  expect(response.status).toBe(200);
  return json<Notification[]>(response);
}

/** What the invitee's page does with the notification: the box secret key, without a link. */
async function openWith(invitee: Invitee, notification: Notification, boxKeyPair: BoxKeyPair) {
  const invitationShare = await decryptInvitationPayload(
    invitee.keyPair.secretKey,
    notification.details.encrypted_payload,
  );
  const keyShare = await json<{ service_share: string }>(
    await call(
      'GET',
      `/key-shares/${await hashInvitationShare(invitationShare)}`,
      invitee.headers(),
    ),
  );
  expect(combineKeyShares(keyShare.service_share, invitationShare)).toEqual(
    boxKeyPair.secretKey.bytes,
  );
}

describe('box.auto_invite', () => {
  it('a box created with crypto.invitation_data: the notification carries the payload, which opens the box', async () => {
    const org = await setUpOrganization();
    const invitee = await personWithKey();
    const { box, keyPair, invitation } = await boxInviting(org, invitee);
    const [notification] = await invitationsOf(invitee);
    expect(notification?.details).toEqual({
      box_id: box.id,
      public_key: invitee.publicKey,
      encrypted_payload: invitation,
      used: false,
    });
    await openWith(invitee, notification!, keyPair);
  });

  it('an access.add with auto_invite: the same details', async () => {
    const org = await setUpOrganization();
    const invitee = await personWithKey();
    const { box, keyPair, split } = await boxInviting(org);
    const invitation = await encryptInvitationPayload(
      invitee.keyPair.publicKey,
      split.invitationShare,
    );
    const added = await postEvent(box.id, org.token(), {
      type: 'access.add',
      content: {
        restriction_type: 'identifier',
        value: invitee.identity.identifierValue,
        auto_invite: true,
      },
      extra: { [invitee.publicKey]: invitation },
    });
    expect(added.status).toBe(201);
    const [notification] = await invitationsOf(invitee);
    expect(notification?.details).toEqual({
      box_id: box.id,
      public_key: invitee.publicKey,
      encrypted_payload: invitation,
      used: false,
    });
    await openWith(invitee, notification!, keyPair);
  });
});

describe('PUT /identities/{id}/notifications/{notification_id}/redemption', () => {
  it('204 marks it used, keeping its details; again changes nothing; the used filter follows', async () => {
    const org = await setUpOrganization();
    const invitee = await personWithKey();
    await boxInviting(org, invitee);
    const [notification] = await invitationsOf(invitee);
    const path = `/identities/${invitee.identity.id}/notifications/${notification!.id}/redemption`;
    expect(await invitationsOf(invitee, '&used=true')).toEqual([]);

    const redeemed = await call('PUT', path, invitee.headers());
    expect(redeemed.status).toBe(204);
    expect(await redeemed.text()).toBe('');
    const used = await invitationsOf(invitee, '&used=true');
    expect(used).toEqual([{ ...notification, details: { ...notification!.details, used: true } }]);
    expect(await invitationsOf(invitee, '&used=false')).toEqual([]);
    const count = await call(
      'HEAD',
      `/identities/${invitee.identity.id}/notifications?used=true`,
      invitee.headers(),
    );
    expect(count.headers.get('x-total-count')).toBe('1');

    expect((await call('PUT', path, invitee.headers())).status).toBe(204);
    expect(await invitationsOf(invitee, '&used=true')).toEqual(used);
  });

  it('another identity cannot redeem it, by its path (403) or by its own (404); it stays unused', async () => {
    const org = await setUpOrganization();
    const invitee = await personWithKey();
    await boxInviting(org, invitee);
    const [notification] = await invitationsOf(invitee);
    const other = await personWithKey();
    const byPath = await call(
      'PUT',
      `/identities/${invitee.identity.id}/notifications/${notification!.id}/redemption`,
      other.headers(),
    );
    expect(byPath.status).toBe(403);
    expect(await byPath.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    const byOwnPath = await call(
      'PUT',
      `/identities/${other.identity.id}/notifications/${notification!.id}/redemption`,
      other.headers(),
    );
    expect(byOwnPath.status).toBe(404);
    expect(await byOwnPath.json()).toMatchObject({ details: { notification_id: 'not_found' } });
    expect(await invitationsOf(invitee)).toEqual([notification]);
  });

  it('refuses other types (409), unknown (404) and malformed ids (400), acr 1, tokens, no CSRF', async () => {
    const org = await setUpOrganization();
    const person = await personWithKey();
    const created = await getDb().notification.create({
      data: { identityId: person.identity.id, type: 'user_create_identity' },
    });
    const base = `/identities/${person.identity.id}/notifications`;
    const before = await getDb().notification.findMany({
      where: { identityId: person.identity.id },
    });

    const otherType = await call('PUT', `${base}/${created.id}/redemption`, person.headers());
    expect(otherType.status).toBe(409);
    expect(await otherType.json()).toMatchObject({ details: { notification_id: 'conflict' } });
    expect((await call('PUT', `${base}/2147483647/redemption`, person.headers())).status).toBe(404);
    for (const malformed of ['abc', '-1', '1.5', '2147483648', '0x1']) {
      const response = await call('PUT', `${base}/${malformed}/redemption`, person.headers());
      expect(response.status, malformed).toBe(400);
      expect(await response.json()).toMatchObject({
        origin: 'path',
        details: { notification_id: expect.any(String) },
      });
    }
    const path = `${base}/${created.id}/redemption`;
    const acr1 = await createUserSession({ identityId: person.identity.id, acr: 1 });
    expect(await (await call('PUT', path, acr1.headers())).json()).toEqual(acrTooLow(2));
    const token = await createOrganizationToken(org.organization.id);
    expect((await call('PUT', path, token.headers())).status).toBe(403);
    const noCsrf = person.headers();
    noCsrf.delete('x-csrf-token');
    expect((await call('PUT', path, noCsrf)).status).toBe(400);
    expect(
      await getDb().notification.findMany({ where: { identityId: person.identity.id } }),
    ).toEqual(before);
  });
});
