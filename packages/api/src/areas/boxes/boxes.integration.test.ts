import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import {
  createOrganization,
  createOrganizationToken,
  randomEmail,
} from '@coffer/domain/test-factories';
import { formatBoxPublicKey, generateBoxKeyPair, splitProvisionKey } from '@coffer/crypto';
import {
  boxRowCounts,
  call,
  json,
  openBox,
  postEvent,
  randomShareHash,
  setUpOrganization,
  adminAtAcr1,
  signedIn,
  storedFiles,
  uploadFile,
  useTemporaryFileStorage,
  type Box,
  type Sender,
} from './test/box-api';
import { acrTooLow } from '../../../test/refusals';

const storage = await useTemporaryFileStorage();

const NO_ACCESS = {
  code: 'forbidden',
  origin: 'path',
  desc: 'this box does not exist or you have no access to it',
  details: { reason: 'no_access' },
};
const UNKNOWN_BOX = '5b0c4a59-2f1e-4d7b-9c8e-1a2b3c4d5e6f';

async function boxBody(org: Awaited<ReturnType<typeof setUpOrganization>>, overrides = {}) {
  const keyPair = await generateBoxKeyPair();
  return {
    title: 'A box',
    owner_org_id: org.organization.id,
    datatag_id: org.datatag.id,
    datatag_subject: randomEmail('subject'),
    public_key: formatBoxPublicKey(keyPair.publicKey),
    ...overrides,
  };
}

describe('POST /organizations/{oid}/boxes', () => {
  it('201 for the token, an admin and an agent; a person who creates a box is its creator', async () => {
    const org = await setUpOrganization();
    const byToken = await openBox(org);
    expect(byToken.box.creator.id).toBe(org.organization.id);
    const byAgent = await openBox(org, { by: org.agent.headers });
    expect(byAgent.box.creator).toMatchObject({
      id: org.agent.identity.id,
      identifier_value: org.agent.identity.identifierValue,
    });
    const byAdmin = await openBox(org, { by: org.admin.headers });
    expect(byAdmin.box.creator.id).toBe(org.admin.identity.id);
    const created = await getDb().boxEvent.findMany({
      where: { boxId: { in: [byToken.box.id, byAgent.box.id, byAdmin.box.id] } },
    });
    expect(created.map((event) => event.type)).toEqual(['create', 'create', 'create']);
  });

  it('stores the key share and provisions, and notifies identities invited by public key', async () => {
    const org = await setUpOrganization();
    const invited = await signedIn();
    const invitedKey = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
    await getDb().identity.update({
      where: { id: invited.identity.id },
      data: { pubkey: invitedKey },
    });
    const strangerKey = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
    const provision = await splitProvisionKey((await generateBoxKeyPair()).secretKey);
    const { box, split } = await openBox(org, {
      body: {
        crypto: {
          invitation_data: { [invitedKey]: 'ZW5jcnlwdGVk', [strangerKey]: 'b3RoZXI' },
          provisions: {
            'New.Person@Example.TEST': {
              public_key: provision.public_key,
              service_key_share: provision.service_key_share,
              user_key_share_hash: provision.user_key_share_hash,
            },
          },
        },
      },
    });
    const db = getDb();
    expect(await db.boxKeyShare.findUnique({ where: { boxId: box.id } })).toMatchObject({
      invitationShareHash: split.invitationShareHash,
      serviceShare: split.serviceShare,
    });
    expect(await db.provision.findMany({ where: { boxes: { some: { boxId: box.id } } } })).toEqual([
      expect.objectContaining({
        organizationId: org.organization.id,
        email: 'new.person@example.test',
        publicKey: provision.public_key,
        serviceKeyShare: provision.service_key_share,
        userKeyShareHash: provision.user_key_share_hash,
      }),
    ]);
    expect(
      await db.notification.findMany({
        where: { type: 'box_auto_invite', details: { path: ['box_id'], equals: box.id } },
        select: { identityId: true, details: true },
      }),
    ).toEqual([
      {
        identityId: invited.identity.id,
        details: {
          box_id: box.id,
          public_key: invitedKey,
          encrypted_payload: 'ZW5jcnlwdGVk',
          used: false,
        },
      },
    ]);
  });

  it('refuses other callers: another organization, a person off the staff, acr 1, an agent of another organization', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const outsider = await signedIn();
    const weakAdmin = await adminAtAcr1(org);
    const before = await boxRowCounts();
    const path = `/organizations/${org.organization.id}/boxes`;
    for (const headers of [other.token(), outsider.headers(), other.agent.headers()]) {
      const refused = await call('POST', path, headers, await boxBody(org));
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ origin: 'path', details: { oid: 'forbidden' } });
    }
    const tooLow = await call('POST', path, weakAdmin.headers(), await boxBody(org));
    expect(await tooLow.json()).toEqual(acrTooLow(2));
    expect((await call('POST', path, new Headers(), await boxBody(org))).status).toBe(401);
    expect(await boxRowCounts()).toEqual(before);
  });

  it('validates the body: owner, datatag, subject, public key, title, key share, a reused hash', async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const path = `/organizations/${org.organization.id}/boxes`;
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [{ owner_org_id: other.organization.id }, 400, { owner_org_id: 'invalid' }],
      [{ datatag_id: other.datatag.id }, 400, { datatag_id: 'invalid' }],
      [{ datatag_subject: 'not an email' }, 400, { datatag_subject: 'malformed' }],
      [{ public_key: 'AAAA' }, 400, { public_key: 'invalid' }],
      [{ title: 'x'.repeat(51) }, 400, { title: 'too_large' }],
      [{ title: '   ' }, 400, { title: 'malformed' }],
      [
        {
          key_share: {
            service_share: 'c2hhcmU',
            invitation_share_hash: 'short',
            encrypted_invitation_key_share: 'ZW5j',
          },
        },
        400,
        { key_share: 'malformed' },
      ],
      [
        {
          crypto: {
            provisions: {
              'new@example.test': {
                public_key: formatBoxPublicKey((await generateBoxKeyPair()).publicKey),
                service_key_share: 'c2hhcmU',
                user_key_share_hash: randomShareHash(),
              },
            },
          },
        },
        400,
        { crypto: 'malformed' },
      ],
      [{ unexpected: true }, 400, { unexpected: 'forbidden' }],
    ];
    const before = await boxRowCounts();
    for (const [overrides, status, details] of cases) {
      const response = await call('POST', path, org.token(), await boxBody(org, overrides));
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      expect(await response.json()).toMatchObject({ details });
    }
    expect(await boxRowCounts()).toEqual(before);

    const { split } = await openBox(org);
    const reused = await call(
      'POST',
      path,
      org.token(),
      await boxBody(org, {
        key_share: {
          service_share: split.serviceShare,
          invitation_share_hash: split.invitationShareHash,
          encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
        },
      }),
    );
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({ details: { key_share: 'conflict' } });
  });
});

describe('HEAD and GET /boxes', () => {
  it("an organization's token counts and lists its own boxes, newest first, with filters", async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    await openBox(other);
    const secondTag = await getDb().datatag.create({
      data: { organizationId: org.organization.id, name: 'Contracts' },
    });
    const subject = randomEmail('subject');
    const first = await openBox(org, { subject });
    const second = await openBox(org, { body: { datatag_id: secondTag.id } });
    const third = await openBox(org);
    // A deleted datatag leaves its boxes without one.
    await getDb().datatag.delete({ where: { id: secondTag.id } });

    const count = await call('HEAD', '/boxes', org.token());
    expect(count.status).toBe(204);
    expect(count.headers.get('x-total-count')).toBe('3');
    expect(count.headers.get('access-control-expose-headers')).toBe('X-Total-Count');
    const all = await json<Box[]>(await call('GET', '/boxes', org.token()));
    expect(all.map((box) => box.id)).toEqual([third.box.id, second.box.id, first.box.id]);

    const untagged = await json<Box[]>(await call('GET', '/boxes?datatag_ids=', org.token()));
    expect(untagged.map((box) => box.id)).toEqual([second.box.id]);
    const tagged = await call('HEAD', `/boxes?datatag_ids=${org.datatag.id},`, org.token());
    expect(tagged.headers.get('x-total-count')).toBe('3');
    const bySubject = await json<Box[]>(
      await call('GET', `/boxes?data_subject=${subject.toUpperCase()}`, org.token()),
    );
    expect(bySubject.map((box) => box.id)).toEqual([first.box.id]);
    const page = await json<Box[]>(await call('GET', '/boxes?offset=1&limit=1', org.token()));
    expect(page.map((box) => box.id)).toEqual([second.box.id]);
    const own = await call('HEAD', `/boxes?owner_org_id=${org.organization.id}`, org.token());
    expect(own.headers.get('x-total-count')).toBe('3');

    const foreign = await call('GET', `/boxes?owner_org_id=${other.organization.id}`, org.token());
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({
      origin: 'query',
      details: { owner_org_id: 'forbidden' },
    });
    for (const query of ['datatag_ids=nope', 'limit=-1', 'offset=1.5', 'data_subject=x']) {
      expect((await call('GET', `/boxes?${query}`, org.token())).status, query).toBe(400);
    }
  });

  it('a person sees the boxes they are the subject of, joined, or work on; an agent is no admin', async () => {
    const org = await setUpOrganization();
    const person = await signedIn();
    const asSubject = await openBox(org, { subject: person.identity.identifierValue });
    const joinable = await openBox(org);
    await postEvent(joinable.box.id, org.token(), {
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    expect(
      (await postEvent(joinable.box.id, person.headers(), { type: 'member.join' })).status,
    ).toBe(201);
    await openBox(org);

    const seen = await json<Box[]>(await call('GET', '/boxes', person.headers()));
    expect(seen.map((box) => box.id)).toEqual([joinable.box.id, asSubject.box.id]);
    expect((await call('HEAD', '/boxes', person.headers())).headers.get('x-total-count')).toBe('2');

    // The organization's staff see all its boxes; only admins see the subjects' identifiers.
    const byAgent = await json<Box[]>(await call('GET', '/boxes', org.agent.headers()));
    expect(byAgent).toHaveLength(3);
    const lastByAgent = byAgent.find((box) => box.id === joinable.box.id);
    expect(lastByAgent?.last_event).toMatchObject({
      type: 'member.join',
      sender: { id: person.identity.id, identifier_value: '' },
    });
    const byAdmin = await json<Box[]>(await call('GET', '/boxes', org.admin.headers()));
    expect(byAdmin.find((box) => box.id === joinable.box.id)?.last_event?.sender).toMatchObject({
      identifier_value: person.identity.identifierValue,
    });

    const weak = await signedIn({ acr: 1 });
    const tooLow = await call('GET', '/boxes', weak.headers());
    expect(tooLow.status).toBe(403);
    expect(await tooLow.json()).toMatchObject({ origin: 'acr' });
  });
});

describe('the creator of a box', () => {
  it('stays its admin and keeps it in their list after leaving the staff; cannot leave it', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org, { by: org.agent.headers });
    await openBox(org);
    await getDb().organizationMember.delete({
      where: {
        organizationId_identityId: {
          organizationId: org.organization.id,
          identityId: org.agent.identity.id,
        },
      },
    });
    const listed = await json<Box[]>(await call('GET', '/boxes', org.agent.headers()));
    expect(listed.map((found) => found.id)).toEqual([box.id]);
    expect((await call('HEAD', '/boxes', org.agent.headers())).headers.get('x-total-count')).toBe(
      '1',
    );
    const leave = await postEvent(box.id, org.agent.headers(), { type: 'member.leave' });
    expect(leave.status).toBe(409);
    const opened = await postEvent(box.id, org.agent.headers(), {
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    expect(opened.status).toBe(201);
  });
});

describe('GET /boxes/{id} and the refusals of a box one may not see', () => {
  it('members get the box; an unknown id answers exactly like no_access', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    const got = await call('GET', `/boxes/${box.id}`, subject.headers());
    expect(got.status).toBe(200);
    expect(await json<Box>(got)).toMatchObject({ id: box.id, events_count: 1 });

    const stranger = await signedIn();
    const refused = await call('GET', `/boxes/${box.id}`, stranger.headers());
    const unknown = await call('GET', `/boxes/${UNKNOWN_BOX}`, stranger.headers());
    expect(refused.status).toBe(403);
    expect(unknown.status).toBe(403);
    expect(await refused.json()).toEqual(NO_ACCESS);
    expect(await unknown.json()).toEqual(NO_ACCESS);
    // The same for every operation on a box, and for an organization's token.
    const other = await setUpOrganization();
    for (const path of [
      `/boxes/${box.id}`,
      `/boxes/${box.id}/events`,
      `/boxes/${box.id}/members`,
    ]) {
      for (const headers of [stranger.headers(), other.token()]) {
        const answer = await call('GET', path, headers);
        expect(answer.status).toBe(403);
        expect(await answer.json()).toEqual(NO_ACCESS);
      }
    }
  });

  it('403 not_member when the caller could join (a public box), no_access for an organization', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    await postEvent(box.id, org.token(), {
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    const stranger = await signedIn();
    for (const [method, path] of [
      ['GET', `/boxes/${box.id}`],
      ['GET', `/boxes/${box.id}/messages`],
      ['HEAD', `/boxes/${box.id}/messages`],
    ] as const) {
      const answer = await call(method, path, stranger.headers());
      expect(answer.status).toBe(403);
      if (method === 'GET') {
        expect(await answer.json()).toEqual({
          code: 'forbidden',
          origin: 'path',
          desc: 'join this box to use it',
          details: { reason: 'not_member' },
        });
      }
    }
    const other = await setUpOrganization();
    expect(await (await call('GET', `/boxes/${box.id}`, other.token())).json()).toEqual(NO_ACCESS);
  });
});

describe('GET /organizations/{oid}/boxes/{id}', () => {
  it("for the token and the staff of the owner; another organization's box is no_access", async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const { box } = await openBox(org);
    const { box: foreignBox } = await openBox(other);
    const path = `/organizations/${org.organization.id}/boxes`;
    for (const headers of [org.token(), org.admin.headers(), org.agent.headers()]) {
      const answer = await call('GET', `${path}/${box.id}`, headers);
      expect(answer.status).toBe(200);
      expect(await json<Box>(answer)).toMatchObject({ id: box.id });
    }
    expect(await (await call('GET', `${path}/${foreignBox.id}`, org.token())).json()).toEqual(
      NO_ACCESS,
    );
    expect(await (await call('GET', `${path}/${UNKNOWN_BOX}`, org.token())).json()).toEqual(
      NO_ACCESS,
    );
    const refused = await call('GET', `${path}/${box.id}`, other.token());
    expect(await refused.json()).toMatchObject({ details: { oid: 'forbidden' } });
  });
});

describe('GET /boxes/{id}/members', () => {
  it('lists the organization, its staff and the subject; identifiers only for admins', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    const asAdmin = await json<Sender[]>(
      await call('GET', `/boxes/${box.id}/members`, org.admin.headers()),
    );
    expect(asAdmin.map((member) => member.id).sort()).toEqual(
      [
        org.organization.id,
        org.admin.identity.id,
        org.agent.identity.id,
        subject.identity.id,
      ].sort(),
    );
    expect(asAdmin.find((member) => member.id === subject.identity.id)).toMatchObject({
      identifier_value: subject.identity.identifierValue,
      identifier_kind: 'email',
    });
    const asSubject = await json<Sender[]>(
      await call('GET', `/boxes/${box.id}/members`, subject.headers()),
    );
    expect(asSubject.find((member) => member.id === org.agent.identity.id)).toMatchObject({
      identifier_value: '',
      identifier_kind: '',
    });
    // One's own identifier is always shown.
    expect(asSubject.find((member) => member.id === subject.identity.id)?.identifier_value).toBe(
      subject.identity.identifierValue,
    );
  });
});

describe('DELETE /boxes/{id}', () => {
  it('an admin deletes the box with its events, key share and files; it is gone for everyone', async () => {
    const org = await setUpOrganization();
    const { box, split } = await openBox(org);
    await postEvent(box.id, org.token(), {
      type: 'msg.text',
      content: { encrypted: 'c2VjcmV0', public_key: box.public_key },
    });
    const upload = await uploadFile(box.id, org.token(), {
      file: new Blob(['ciphertext']),
      encryptedContent: 'aW5mbw',
    });
    expect(upload.status).toBe(201);
    const filesBefore = await storedFiles(storage);

    const deleted = await call('DELETE', `/boxes/${box.id}`, org.admin.headers(), {
      user_confirmation: 'supprimer',
    });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    const db = getDb();
    expect(await db.box.count({ where: { id: box.id } })).toBe(0);
    expect(await db.boxEvent.count({ where: { boxId: box.id } })).toBe(0);
    expect(await db.encryptedFile.count({ where: { boxId: box.id } })).toBe(0);
    expect(await storedFiles(storage)).toEqual({ ...filesBefore, files: filesBefore.files - 1 });
    const share = await call('GET', `/key-shares/${split.invitationShareHash}`, org.token());
    expect(share.status).toBe(404);
    const after = await call('GET', `/boxes/${box.id}`, org.token());
    expect(after.status).toBe(410);
  });

  it('tells those who could read the box that it was deleted, when and by whom; others see no box', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const joiner = await signedIn();
    const { box } = await openBox(org, {
      subject: subject.identity.identifierValue,
      by: org.admin.headers,
    });
    const publicBox = { type: 'state.access_mode', content: { value: 'public' } };
    expect((await postEvent(box.id, org.admin.headers(), publicBox)).status).toBe(201);
    expect((await postEvent(box.id, joiner.headers(), { type: 'member.join' })).status).toBe(201);
    const deleted = await call('DELETE', `/boxes/${box.id}`, org.admin.headers(), {
      user_confirmation: 'delete',
    });
    expect(deleted.status).toBe(204);
    const gone = {
      code: 'gone',
      origin: 'path',
      desc: 'this box was deleted',
      details: {
        reason: 'deleted',
        deleted_at: expect.stringMatching(/Z$/),
        organization: org.organization.name,
      },
    };
    // The creator, the data subject, one who joined, the staff and the organization's token.
    for (const reader of [
      org.admin.headers,
      subject.headers,
      joiner.headers,
      org.agent.headers,
      org.token,
    ]) {
      const answer = await call('GET', `/boxes/${box.id}`, reader());
      expect(answer.status).toBe(410);
      expect(await answer.json()).toEqual(gone);
    }
    // Whoever could not read it learns nothing: the answer of a box that never existed.
    const other = await setUpOrganization();
    for (const stranger of [(await signedIn()).headers, other.token, other.admin.headers]) {
      expect(await (await call('GET', `/boxes/${box.id}`, stranger())).json()).toEqual(NO_ACCESS);
    }
  });

  it('answers 410 to every later request of its readers naming it: a second deletion, the organization read, writes', async () => {
    const org = await setUpOrganization();
    const joiner = await signedIn();
    const { box } = await openBox(org, { by: org.admin.headers });
    const publicBox = { type: 'state.access_mode', content: { value: 'public' } };
    expect((await postEvent(box.id, org.admin.headers(), publicBox)).status).toBe(201);
    expect((await postEvent(box.id, joiner.headers(), { type: 'member.join' })).status).toBe(201);
    const confirmation = { user_confirmation: 'delete' };
    expect((await call('DELETE', `/boxes/${box.id}`, org.token(), confirmation)).status).toBe(204);
    const before = await boxRowCounts();
    const gone = {
      code: 'gone',
      origin: 'path',
      desc: 'this box was deleted',
      details: {
        reason: 'deleted',
        deleted_at: expect.stringMatching(/Z$/),
        organization: org.organization.name,
      },
    };
    const text = {
      type: 'msg.text',
      content: { encrypted: 'c2VjcmV0', public_key: box.public_key },
    };
    const requests: [string, () => Promise<Response>][] = [
      [
        'second DELETE (token)',
        () => call('DELETE', `/boxes/${box.id}`, org.token(), confirmation),
      ],
      [
        'second DELETE (admin)',
        () => call('DELETE', `/boxes/${box.id}`, org.admin.headers(), confirmation),
      ],
      ...[org.token, org.admin.headers, org.agent.headers].map(
        (headers): [string, () => Promise<Response>] => [
          'GET /organizations/{oid}/boxes/{id}',
          () => call('GET', `/organizations/${org.organization.id}/boxes/${box.id}`, headers()),
        ],
      ),
      ['POST events (token)', () => postEvent(box.id, org.token(), text)],
      ['member.join', () => postEvent(box.id, joiner.headers(), { type: 'member.join' })],
      [
        'upload',
        () =>
          uploadFile(box.id, org.token(), { file: new Blob(['x']), encryptedContent: 'aW5mbw' }),
      ],
      ['members', () => call('GET', `/boxes/${box.id}/members`, joiner.headers())],
      ['acknowledge', () => call('PUT', `/boxes/${box.id}/acknowledgement`, joiner.headers())],
    ];
    for (const [name, request] of requests) {
      const answer = await request();
      expect(answer.status, name).toBe(410);
      expect(await answer.json(), name).toEqual(gone);
    }
    // To anyone else it stays an unknown box, also through their own organization's path.
    const other = await setUpOrganization();
    const stranger = await call('DELETE', `/boxes/${box.id}`, other.token(), confirmation);
    expect(await stranger.json()).toEqual(NO_ACCESS);
    const throughOther = `/organizations/${other.organization.id}/boxes/${box.id}`;
    expect(await (await call('GET', throughOther, other.token())).json()).toEqual(NO_ACCESS);
    expect(await boxRowCounts()).toEqual(before);
  });

  it('refuses members who are not admins, a wrong confirmation, acr 1, and changes nothing', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    const weakAdmin = await adminAtAcr1(org);
    const before = await boxRowCounts();
    const path = `/boxes/${box.id}`;
    for (const member of [org.agent, subject]) {
      const refused = await call('DELETE', path, member.headers(), { user_confirmation: 'delete' });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
    }
    for (const body of [{ user_confirmation: 'yes' }, {}, { user_confirmation: 'delete', x: 1 }]) {
      const wrong = await call('DELETE', path, org.admin.headers(), body);
      expect(wrong.status, JSON.stringify(body)).toBe(400);
    }
    const wrong = await call('DELETE', path, org.admin.headers(), { user_confirmation: 'DELETE' });
    expect(await wrong.json()).toMatchObject({ details: { user_confirmation: 'invalid' } });
    const tooLow = await call('DELETE', path, weakAdmin.headers(), { user_confirmation: 'delete' });
    expect(tooLow.status).toBe(403);
    expect(await tooLow.json()).toMatchObject({ origin: 'acr' });
    const stranger = await signedIn();
    const unknown = await call('DELETE', `/boxes/${UNKNOWN_BOX}`, stranger.headers(), {
      user_confirmation: 'delete',
    });
    expect(await unknown.json()).toEqual(NO_ACCESS);
    expect(await boxRowCounts()).toEqual(before);
  });
});

describe('the organization of a token', () => {
  it('a token of an organization without boxes counts zero', async () => {
    const organization = await createOrganization();
    const token = await createOrganizationToken(organization.id);
    const count = await call('HEAD', '/boxes', token.headers());
    expect(count.headers.get('x-total-count')).toBe('0');
    expect(await json<Box[]>(await call('GET', '/boxes', token.headers()))).toEqual([]);
  });
});
