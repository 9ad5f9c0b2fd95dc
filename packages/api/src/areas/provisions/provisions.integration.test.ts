/**
 * Provisions (docs/key-model.md#provisions): one per organization and email, sent with any
 * number of boxes, read back by a person signed in with that email, who rebuilds the
 * provision secret key and opens the invitations addressed to it.
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import {
  combineProvisionShares,
  decryptInvitationPayload,
  encryptInvitationPayload,
  formatBoxPublicKey,
  generateBoxKeyPair,
  parseBoxPublicKey,
  splitBoxSecretKey,
  splitProvisionKey,
  type ProvisionKeySplit,
} from '@coffer/crypto';
import {
  createOrganizationToken,
  createUserSession,
  randomEmail,
} from '@coffer/domain/test-factories';
import { createRestClient } from '../../../test/rest-client';
import { acrTooLow } from '../../../test/refusals';
import {
  adminAtAcr1,
  boxRowCounts,
  json,
  randomShareHash,
  setUpOrganization,
  signedIn,
  type Box,
  type TestOrganization,
} from '../boxes/test/box-api';

const call = createRestClient();

type Provision = {
  public_key: string;
  service_key_share?: string;
  organization: { id: string; name: string };
  invitations: { box_id: string; encrypted_payload: string }[];
};

async function newProvision(): Promise<ProvisionKeySplit> {
  return splitProvisionKey((await generateBoxKeyPair()).secretKey);
}

function sent(provision: ProvisionKeySplit) {
  const { public_key, service_key_share, user_key_share_hash } = provision;
  return { public_key, service_key_share, user_key_share_hash };
}

/**
 * A box the organization opens about `email`, sent with the provision and an invitation to
 * the provision's public key (unless `invite` is false). The answer, and the box's share.
 */
async function provisionBox(
  org: TestOrganization,
  email: string,
  provision: ProvisionKeySplit,
  options: { invite?: boolean } = {},
) {
  const keyPair = await generateBoxKeyPair();
  const split = await splitBoxSecretKey(keyPair.secretKey, keyPair.publicKey);
  const invitation = await encryptInvitationPayload(
    parseBoxPublicKey(provision.public_key),
    split.invitationShare,
  );
  const response = await call('POST', `/organizations/${org.organization.id}/boxes`, org.token(), {
    title: 'Your file',
    owner_org_id: org.organization.id,
    datatag_id: org.datatag.id,
    datatag_subject: email,
    public_key: formatBoxPublicKey(keyPair.publicKey),
    crypto: {
      provisions: { [email]: sent(provision) },
      ...(options.invite === false
        ? {}
        : { invitation_data: { [provision.public_key]: invitation } }),
    },
  });
  return { response, invitationShare: split.invitationShare };
}

async function read(person: { headers: () => Headers }, provision: ProvisionKeySplit) {
  return call('GET', `/provisions/${provision.user_key_share_hash}`, person.headers());
}

describe('provisions sent with boxes', () => {
  it('one provision, two boxes: the second is accepted, and the holder reads both invitations', async () => {
    const org = await setUpOrganization();
    const email = randomEmail('new');
    const provision = await newProvision();
    const first = await provisionBox(org, email, provision);
    const second = await provisionBox(org, email, provision);
    expect([first.response.status, second.response.status]).toEqual([201, 201]);
    const [firstBox, secondBox] = [
      await json<Box>(first.response),
      await json<Box>(second.response),
    ];
    expect(await getDb().provision.count({ where: { organizationId: org.organization.id } })).toBe(
      1,
    );

    // The person signs in with an emailed code (acr 1) and follows the link.
    const holder = await signedIn({ email, acr: 1 });
    const response = await read(holder, provision);
    expect(response.status).toBe(200);
    const answer = await json<Provision>(response);
    expect(answer).toEqual({
      public_key: provision.public_key,
      service_key_share: provision.service_key_share,
      organization: { id: org.organization.id, name: org.organization.name },
      invitations: [
        { box_id: secondBox.id, encrypted_payload: expect.any(String) },
        { box_id: firstBox.id, encrypted_payload: expect.any(String) },
      ],
    });
    const secretKey = await combineProvisionShares({
      public_key: answer.public_key,
      service_key_share: answer.service_key_share!,
      user_share: provision.user_share,
    });
    const shares = await Promise.all(
      answer.invitations.map(({ encrypted_payload }) =>
        decryptInvitationPayload(secretKey, encrypted_payload),
      ),
    );
    expect(shares).toEqual([second.invitationShare, first.invitationShare]);
  });

  it('another provision for the same organization and email, or a hash in use, is a 409 and opens no box', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const email = randomEmail('new');
    const provision = await newProvision();
    expect((await provisionBox(org, email, provision)).response.status).toBe(201);
    const before = await boxRowCounts();
    const another = await newProvision();
    const refusals = [
      await provisionBox(org, email, another),
      // The same key pair, another service share: not the same provision.
      await provisionBox(org, email, {
        ...provision,
        service_key_share: another.service_key_share,
      }),
      await provisionBox(org, randomEmail('else'), provision),
      await provisionBox(other, email, provision),
      await provisionBox(org, email, { ...another, user_key_share_hash: randomShareHash() }),
    ];
    for (const { response } of refusals) {
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({
        origin: 'body',
        details: { crypto: 'conflict' },
      });
    }
    expect(await boxRowCounts()).toEqual(before);
    // Another organization makes its own provision for the same person.
    expect((await provisionBox(other, email, another)).response.status).toBe(201);
  });

  it('a box sent with the provision but no invitation to it, or deleted, lists no invitation', async () => {
    const org = await setUpOrganization();
    const email = randomEmail('new');
    const provision = await newProvision();
    const kept = await json<Box>((await provisionBox(org, email, provision)).response);
    await provisionBox(org, email, provision, { invite: false });
    const deleted = await json<Box>((await provisionBox(org, email, provision)).response);
    expect(
      (await call('DELETE', `/boxes/${deleted.id}`, org.token(), { user_confirmation: 'delete' }))
        .status,
    ).toBe(204);
    const holder = await signedIn({ email, acr: 1 });
    const answer = await json<Provision>(await read(holder, provision));
    expect(answer.invitations.map(({ box_id }) => box_id)).toEqual([kept.id]);
  });
});

describe('GET /provisions/{user_key_share_hash}', () => {
  it('404 for another email, alike for an unknown hash; 400 malformed; 403 for a token; 401 alone', async () => {
    const org = await setUpOrganization();
    const email = randomEmail('new');
    const provision = await newProvision();
    await provisionBox(org, email, provision);
    const stranger = await signedIn({ acr: 2 });
    const otherEmail = await read(stranger, provision);
    const unknown = await call('GET', `/provisions/${randomShareHash()}`, stranger.headers());
    expect([otherEmail.status, unknown.status]).toEqual([404, 404]);
    expect(await otherEmail.json()).toEqual(await unknown.json());

    const malformed = await call('GET', '/provisions/short', stranger.headers());
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      origin: 'path',
      details: { user_key_share_hash: 'malformed' },
    });
    const token = await createOrganizationToken(org.organization.id);
    expect((await read({ headers: token.headers }, provision)).status).toBe(403);
    expect((await read({ headers: () => new Headers() }, provision)).status).toBe(401);
    const holder = await signedIn({ email, acr: 1 });
    const noCsrf = holder.headers();
    noCsrf.delete('x-csrf-token');
    expect((await read({ headers: () => noCsrf }, provision)).status).toBe(400);
  });
});

describe('GET /identities/{id}/provisions', () => {
  it("the provisions of the identity's email, of every organization, newest first, without service shares", async () => {
    const first = await setUpOrganization();
    const second = await setUpOrganization();
    const email = randomEmail('new');
    const [early, late] = [await newProvision(), await newProvision()];
    const firstBox = await json<Box>((await provisionBox(first, email, early)).response);
    const secondBox = await json<Box>((await provisionBox(second, email, late)).response);
    await provisionBox(second, randomEmail('else'), await newProvision());
    const holder = await signedIn({ email });
    const response = await call(
      'GET',
      `/identities/${holder.identity.id}/provisions`,
      holder.headers(),
    );
    expect(response.status).toBe(200);
    expect(await json<Provision[]>(response)).toEqual([
      {
        public_key: late.public_key,
        organization: { id: second.organization.id, name: second.organization.name },
        invitations: [{ box_id: secondBox.id, encrypted_payload: expect.any(String) }],
      },
      {
        public_key: early.public_key,
        organization: { id: first.organization.id, name: first.organization.name },
        invitations: [{ box_id: firstBox.id, encrypted_payload: expect.any(String) }],
      },
    ]);
  });

  it('refuses another identity (403), acr 1, tokens, no CSRF', async () => {
    const org = await setUpOrganization();
    const holder = await signedIn();
    const path = `/identities/${holder.identity.id}/provisions`;
    const stranger = await signedIn();
    const notYours = await call('GET', path, stranger.headers());
    expect(notYours.status).toBe(403);
    expect(await notYours.json()).toMatchObject({ details: { id: 'forbidden' } });
    const acr1 = await createUserSession({ identityId: holder.identity.id, acr: 1 });
    expect(await (await call('GET', path, acr1.headers())).json()).toEqual(acrTooLow(2));
    expect((await call('GET', path, org.token())).status).toBe(403);
    const noCsrf = holder.headers();
    noCsrf.delete('x-csrf-token');
    expect((await call('GET', path, noCsrf)).status).toBe(400);
  });
});

describe('GET /organizations/{oid}/provisions?email=', () => {
  type OrganizationProvision = {
    email: string;
    public_key: string;
    service_key_share: string;
    user_key_share_hash: string;
    created_at: string;
  };

  function find(org: TestOrganization, email: string, headers: Headers) {
    return call(
      'GET',
      `/organizations/${org.organization.id}/provisions?email=${encodeURIComponent(email)}`,
      headers,
    );
  }

  it("answers the organization's provision for the email to its admins, agents and token, which a later box sends again", async () => {
    const org = await setUpOrganization();
    const email = randomEmail('new');
    expect(await json<unknown[]>(await find(org, email, org.token()))).toEqual([]);
    const provision = await newProvision();
    await provisionBox(org, email, provision);
    // Another email and another organization's provision for this email are not in it.
    await provisionBox(org, randomEmail('else'), await newProvision());
    await provisionBox(await setUpOrganization(), email, await newProvision());

    for (const headers of [org.token(), org.admin.headers(), org.agent.headers()]) {
      // The email is read as sign-in reads it: trimmed, any case.
      const response = await find(org, ` ${email.toUpperCase()} `, headers);
      expect(response.status).toBe(200);
      expect(await json<OrganizationProvision[]>(response)).toEqual([
        { email, ...sent(provision), created_at: expect.any(String) },
      ]);
    }
    const [found] = await json<OrganizationProvision[]>(await find(org, email, org.token()));
    const again = await provisionBox(org, email, {
      ...provision,
      public_key: found!.public_key,
      service_key_share: found!.service_key_share,
      user_key_share_hash: found!.user_key_share_hash,
    });
    expect(again.response.status).toBe(201);
  });

  it('refuses people off the staff and other organizations (403), acr 1, no CSRF, a malformed email', async () => {
    const org = await setUpOrganization();
    const email = randomEmail('new');
    await provisionBox(org, email, await newProvision());
    const other = await setUpOrganization();
    const stranger = await signedIn();
    for (const headers of [other.token(), other.admin.headers(), stranger.headers()]) {
      const refused = await find(org, email, headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ details: { oid: 'forbidden' } });
    }
    const acr1 = await adminAtAcr1(org);
    expect(await (await find(org, email, acr1.headers())).json()).toEqual(acrTooLow(2));
    const noCsrf = org.admin.headers();
    noCsrf.delete('x-csrf-token');
    expect((await find(org, email, noCsrf)).status).toBe(400);
    const malformed = await find(org, 'not an email', org.token());
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      origin: 'query',
      details: { email: 'malformed' },
    });
  });
});

describe('GET /provisions/{user_key_share_hash}/link', () => {
  it('names the organization and the email to anyone holding the link, and nothing of its keys', async () => {
    const org = await setUpOrganization();
    const email = randomEmail('new');
    const provision = await newProvision();
    expect((await provisionBox(org, email, provision)).response.status).toBe(201);
    const answer = await call('GET', `/provisions/${provision.user_key_share_hash}/link`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      organization: { id: org.organization.id, name: org.organization.name },
      email,
    });
  });

  it('tells nothing for a wrong hash or a malformed one', async () => {
    const wrong = await call('GET', `/provisions/${randomShareHash()}/link`);
    expect(wrong.status).toBe(404);
    expect(await wrong.json()).toMatchObject({
      code: 'not_found',
      origin: 'path',
      details: { user_key_share_hash: 'not_found' },
    });
    const malformed = await call('GET', '/provisions/abc/link');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      details: { user_key_share_hash: 'malformed' },
    });
  });
});
