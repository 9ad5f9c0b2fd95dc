/**
 * Access requests (docs/key-model.md#access-requests): a person a box is about, with keys but
 * without the box key, asks; the box's staff read the request and invite the requester's
 * current public key; the person's browser redeems it like any automatic invitation.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import {
  decryptInvitationPayload,
  encryptInvitationPayload,
  formatBoxPublicKey,
  generateBoxKeyPair,
} from '@coffer/crypto';
import { createUserSession, randomEmail } from '@coffer/domain/test-factories';
import { createRestClient } from '../../../test/rest-client';
import { acrTooLow } from '../../../test/refusals';
import {
  json,
  openBox,
  postEvent,
  setUpOrganization,
  signedIn,
  type TestOrganization,
} from '../boxes/test/box-api';

const call = createRestClient();

type AccessRequest = {
  box_id: string;
  identity_id: string;
  identifier_value: string;
  public_key: string;
  created_at: string;
};

/** A person signed in at acr 2 whose keys are published (their proof is the identities tests'). */
async function personWithKeys(email = randomEmail('subject')) {
  const person = await signedIn({ email });
  const keyPair = await generateBoxKeyPair();
  const publicKey = formatBoxPublicKey(keyPair.publicKey);
  await getDb().identity.update({ where: { id: person.identity.id }, data: { pubkey: publicKey } });
  return { ...person, email, keyPair, publicKey };
}

type Requester = Awaited<ReturnType<typeof personWithKeys>>;

const ask = (boxId: string, headers: Headers) =>
  call('PUT', `/boxes/${boxId}/access-request`, headers);

const pending = async (org: TestOrganization, headers = org.token()) =>
  json<AccessRequest[]>(
    await call('GET', `/organizations/${org.organization.id}/access-requests`, headers),
  );

/** The invitation a staff browser makes: the box's invitation share, to the requester's key. */
async function invite(
  boxId: string,
  requester: Requester,
  headers: Headers,
  share: string,
  publicKey = requester.publicKey,
) {
  return call(
    'POST',
    `/boxes/${boxId}/access-requests/${requester.identity.id}/invitation`,
    headers,
    {
      public_key: publicKey,
      encrypted_payload: await encryptInvitationPayload(requester.keyPair.publicKey, share),
    },
  );
}

/** What a refusal must leave untouched: the requests and the notifications. */
async function rowCounts() {
  const db = getDb();
  return {
    requests: await db.boxAccessRequest.count(),
    invitations: await db.notification.count({ where: { type: 'box_auto_invite' } }),
  };
}

describe('PUT /boxes/{id}/access-request', () => {
  it('the data subject asks once; staff list it with the key; an agent invites it; the person redeems the invitation', async () => {
    const org = await setUpOrganization();
    const subject = await personWithKeys();
    const { box, split } = await openBox(org, { subject: subject.email });

    const first = await ask(box.id, subject.headers());
    expect(first.status).toBe(200);
    const request = await json<{ box_id: string; created_at: string }>(first);
    expect(request.box_id).toBe(box.id);
    // Again: the same request, not a second one.
    expect(await json(await ask(box.id, subject.headers()))).toEqual(request);
    expect(await getDb().boxAccessRequest.count({ where: { boxId: box.id } })).toBe(1);

    const expected = [
      {
        box_id: box.id,
        identity_id: subject.identity.id,
        identifier_value: subject.email,
        public_key: subject.publicKey,
        created_at: request.created_at,
      },
    ];
    for (const headers of [org.token(), org.admin.headers(), org.agent.headers()]) {
      expect(await pending(org, headers)).toEqual(expected);
    }

    const invited = await invite(box.id, subject, org.agent.headers(), split.invitationShare);
    expect(invited.status).toBe(204);
    expect(await pending(org)).toEqual([]);
    const notifications = await json<
      { id: number; details: { box_id: string; public_key: string; encrypted_payload: string } }[]
    >(
      await call(
        'GET',
        `/identities/${subject.identity.id}/notifications?type=box.auto_invite`,
        subject.headers(),
      ),
    );
    expect(notifications).toHaveLength(1);
    const [notification] = notifications;
    expect(notification?.details).toMatchObject({ box_id: box.id, public_key: subject.publicKey });
    expect(
      await decryptInvitationPayload(
        subject.keyPair.secretKey,
        notification?.details.encrypted_payload ?? '',
      ),
    ).toBe(split.invitationShare);
    const redeemed = await call(
      'PUT',
      `/identities/${subject.identity.id}/notifications/${notification?.id}/redemption`,
      subject.headers(),
    );
    expect(redeemed.status).toBe(204);
    // Spent: inviting again finds no request.
    const again = await invite(box.id, subject, org.admin.headers(), split.invitationShare);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ details: { identity_id: 'not_found' } });
  });

  it('a person an access rule admits may ask too', async () => {
    const org = await setUpOrganization();
    const guest = await personWithKeys(randomEmail('guest'));
    const { box } = await openBox(org);
    const domain = guest.email.slice(guest.email.indexOf('@') + 1);
    expect(
      (
        await postEvent(box.id, org.token(), {
          type: 'access.add',
          content: { restriction_type: 'email_domain', value: domain, auto_invite: false },
        })
      ).status,
    ).toBe(201);
    expect((await ask(box.id, guest.headers())).status).toBe(200);
    expect((await pending(org)).map(({ identity_id }) => identity_id)).toEqual([guest.identity.id]);
  });

  it('refuses strangers, staff, a person without keys, tokens, acr 1 and unknown boxes, changing nothing', async () => {
    const org = await setUpOrganization();
    const subjectEmail = randomEmail('subject');
    const { box } = await openBox(org, { subject: subjectEmail });
    const withoutKeys = await signedIn({ email: subjectEmail });
    const stranger = await personWithKeys();
    const before = await rowCounts();

    const refusals: [Response, number, Record<string, unknown>][] = [
      [await ask(box.id, stranger.headers()), 403, { details: { reason: 'no_access' } }],
      [
        await ask(crypto.randomUUID(), stranger.headers()),
        403,
        { details: { reason: 'no_access' } },
      ],
      [await ask(box.id, org.admin.headers()), 403, { details: { id: 'forbidden' } }],
      [await ask(box.id, withoutKeys.headers()), 409, { details: { pubkey: 'required' } }],
      [await ask(box.id, org.token()), 403, { details: { authorization: 'forbidden' } }],
    ];
    for (const [response, status, body] of refusals) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject(body);
    }
    const acr1 = await createUserSession({ identityId: withoutKeys.identity.id, acr: 1 });
    expect(await (await ask(box.id, acr1.headers())).json()).toEqual(acrTooLow(2));
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /boxes/{id}/access-requests/{identity_id}/invitation', () => {
  it('only staff invite, only the key the requester holds now, only while the box admits them; refusals change nothing', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const guest = await personWithKeys(randomEmail('guest'));
    const subject = await personWithKeys();
    const { box, split } = await openBox(org, { subject: subject.email });
    const rule = await json<{ id: string }>(
      await postEvent(box.id, org.token(), {
        type: 'access.add',
        content: { restriction_type: 'identifier', value: guest.email, auto_invite: false },
      }),
    );
    expect((await ask(box.id, guest.headers())).status).toBe(200);
    expect((await ask(box.id, subject.headers())).status).toBe(200);
    const share = split.invitationShare;
    const stale = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
    await postEvent(box.id, org.token(), { type: 'access.rm', referrer_id: rule.id });
    const before = await rowCounts();

    const refusals: [Response, number, Record<string, unknown>][] = [
      // The requester cannot invite themselves, nor can outsiders.
      [
        await invite(box.id, subject, subject.headers(), share),
        403,
        { details: { id: 'forbidden' } },
      ],
      [
        await invite(box.id, subject, other.admin.headers(), share),
        403,
        { details: { reason: 'no_access' } },
      ],
      [
        await invite(box.id, subject, other.token(), share),
        403,
        { details: { reason: 'no_access' } },
      ],
      [
        await invite(box.id, subject, org.admin.headers(), share, stale),
        409,
        { details: { public_key: 'conflict' } },
      ],
      // The rule that admitted the guest is gone.
      [
        await invite(box.id, guest, org.admin.headers(), share),
        409,
        { details: { identity_id: 'conflict' } },
      ],
    ];
    for (const [response, status, body] of refusals) {
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject(body);
    }
    expect(await rowCounts()).toEqual(before);
    expect(
      (await call('GET', `/organizations/${org.organization.id}/access-requests`, other.token()))
        .status,
    ).toBe(403);
    // Listed: only those the box still admits, and only with keys to invite.
    expect((await pending(org)).map(({ identity_id }) => identity_id)).toEqual([
      subject.identity.id,
    ]);
    await getDb().identity.update({ where: { id: subject.identity.id }, data: { pubkey: null } });
    expect(await pending(org)).toEqual([]);
  });
});
