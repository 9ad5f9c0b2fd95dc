import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { randomEmail } from '@coffer/domain/test-factories';
import { formatBoxPublicKey, generateBoxKeyPair, splitBoxSecretKey } from '@coffer/crypto';
import {
  boxRowCounts,
  call,
  json,
  openBox,
  postEvent,
  setUpOrganization,
  signedIn,
  storedFiles,
  uploadFile,
  useTemporaryFileStorage,
  type Box,
  type BoxEvent,
  type TestOrganization,
} from '../boxes/test/box-api';

const storage = await useTemporaryFileStorage();

function text(box: Box, encrypted = 'c2VjcmV0') {
  return { type: 'msg.text', content: { encrypted, public_key: box.public_key } };
}

async function boxWithSubject(org: TestOrganization) {
  const subject = await signedIn();
  const { box } = await openBox(org, { subject: subject.identity.identifierValue });
  return { box, subject };
}

async function notificationsOf(identityId: string) {
  return getDb().notification.findMany({
    where: { identityId, type: { in: ['member_kick', 'box_auto_invite'] } },
    select: { type: true, details: true },
    orderBy: { id: 'asc' },
  });
}

describe('msg.text', () => {
  it('201 with the event; the box counts it and names it its last event', async () => {
    const org = await setUpOrganization();
    const { box, subject } = await boxWithSubject(org);
    const posted = await postEvent(box.id, subject.headers(), text(box));
    expect(posted.status).toBe(201);
    const event = await json<BoxEvent>(posted);
    expect(event).toEqual({
      id: expect.any(String),
      type: 'msg.text',
      box_id: box.id,
      server_event_created_at: expect.stringMatching(/Z$/),
      sender: {
        id: subject.identity.id,
        display_name: subject.identity.displayName,
        avatar_url: null,
        identifier_value: subject.identity.identifierValue,
        identifier_kind: 'email',
      },
      sender_organization: null,
      content: { encrypted: 'c2VjcmV0', public_key: box.public_key },
      referrer_id: null,
    });
    const after = await json<Box>(await call('GET', `/boxes/${box.id}`, subject.headers()));
    expect(after).toMatchObject({ events_count: 2, last_event: { id: event.id } });
  });

  it("names the organization a message speaks for: its own, or its staff's", async () => {
    const org = await setUpOrganization();
    const other = await setUpOrganization();
    const { box, subject } = await boxWithSubject(org);
    // A person on another organization's staff speaks for nobody here.
    await getDb().organizationMember.create({
      data: {
        organizationId: other.organization.id,
        identityId: subject.identity.id,
        role: 'agent',
      },
    });
    const acme = { id: org.organization.id, name: org.organization.name };
    const posters: [() => Headers, typeof acme | null][] = [
      [subject.headers, null],
      [org.token, acme],
      [org.agent.headers, acme],
      [org.admin.headers, acme],
    ];
    for (const [headers, speaksFor] of posters) {
      const posted = await json<BoxEvent>(await postEvent(box.id, headers(), text(box)));
      expect(posted.sender_organization).toEqual(speaksFor);
    }
    // The list (one joined query) and the box's last event (Prisma) say the same.
    const listed = await json<BoxEvent[]>(
      await call('GET', `/boxes/${box.id}/messages`, subject.headers()),
    );
    expect(listed.map((event) => event.sender_organization)).toEqual([acme, acme, acme, null]);
    const after = await json<Box>(await call('GET', `/boxes/${box.id}`, subject.headers()));
    expect(after.last_event?.sender_organization).toEqual(acme);
  });

  it('refuses a text over 256 KiB, not base64url, for another key, with stray fields', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const otherKey = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
    const before = await boxRowCounts();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [text(box, 'A'.repeat(256 * 1024 + 1)), { content: 'too_large' }],
      [text(box, 'not base64!'), { content: 'malformed' }],
      [
        { type: 'msg.text', content: { encrypted: 'YQ', public_key: otherKey } },
        { content: 'invalid' },
      ],
      [{ ...text(box), referrer_id: box.id }, { referrer_id: 'forbidden' }],
      [{ ...text(box), extra: { a: 1 } }, { extra: 'forbidden' }],
      [
        { type: 'msg.text', content: { encrypted: 'YQ', public_key: box.public_key, x: 1 } },
        { content: 'forbidden' },
      ],
      [{ type: 'msg.file', content: {} }, { type: 'invalid' }],
      [{ type: 'create' }, { type: 'invalid' }],
    ];
    for (const [event, details] of cases) {
      const refused = await postEvent(box.id, org.token(), event);
      expect(refused.status, JSON.stringify(details)).toBe(400);
      expect(await refused.json()).toMatchObject({ origin: 'body', details });
    }
    expect((await postEvent(box.id, org.token(), text(box, 'A'.repeat(256 * 1024)))).status).toBe(
      201,
    );
    expect((await boxRowCounts()).events).toBe(before.events + 1);
  });

  it('non-members cannot post: not_member on a public box, no_access otherwise; nothing changes', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const { box: publicBox } = await openBox(org);
    await postEvent(publicBox.id, org.token(), {
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    const stranger = await signedIn();
    const other = await setUpOrganization();
    const before = await boxRowCounts();
    const onLimited = await postEvent(box.id, stranger.headers(), text(box));
    expect(onLimited.status).toBe(403);
    expect(await onLimited.json()).toMatchObject({ details: { reason: 'no_access' } });
    const onPublic = await postEvent(publicBox.id, stranger.headers(), text(publicBox));
    expect(await onPublic.json()).toMatchObject({ details: { reason: 'not_member' } });
    const byOtherOrg = await postEvent(publicBox.id, other.token(), text(publicBox));
    expect(await byOtherOrg.json()).toMatchObject({ details: { reason: 'no_access' } });
    const weak = await signedIn({ acr: 1 });
    await getDb().organizationMember.create({
      data: { organizationId: org.organization.id, identityId: weak.identity.id, role: 'admin' },
    });
    const tooLow = await postEvent(box.id, weak.headers(), text(box));
    expect(await tooLow.json()).toMatchObject({ origin: 'acr', details: { required_acr: '2' } });
    expect(await boxRowCounts()).toEqual(before);
  });
});

describe('msg.delete', () => {
  it('the author deletes their message: the event stays with a deleted content; twice is 410', async () => {
    const org = await setUpOrganization();
    const { box, subject } = await boxWithSubject(org);
    const message = await json<BoxEvent>(await postEvent(box.id, subject.headers(), text(box)));
    const deletion = await postEvent(box.id, subject.headers(), {
      type: 'msg.delete',
      referrer_id: message.id,
    });
    expect(deletion.status).toBe(201);
    const deleteEvent = await json<BoxEvent>(deletion);
    expect(deleteEvent).toMatchObject({
      type: 'msg.delete',
      referrer_id: message.id,
      content: null,
    });

    const [listed] = await json<BoxEvent[]>(
      await call('GET', `/boxes/${box.id}/messages`, subject.headers()),
    );
    expect(listed).toMatchObject({
      id: message.id,
      type: 'msg.text',
      content: {
        deleted: { at_time: deleteEvent.server_event_created_at, by_identity: subject.identity.id },
      },
    });
    const stored = await getDb().boxEvent.findUniqueOrThrow({ where: { id: message.id } });
    expect(JSON.stringify(stored.content)).not.toContain('c2VjcmV0');

    const before = await boxRowCounts();
    const again = await postEvent(box.id, org.token(), {
      type: 'msg.delete',
      referrer_id: message.id,
    });
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({
      code: 'gone',
      details: { referrer_id: 'conflict' },
    });
    expect(await boxRowCounts()).toEqual(before);
  });

  it("a member cannot delete someone else's message; an admin can", async () => {
    const org = await setUpOrganization();
    const { box, subject } = await boxWithSubject(org);
    const byOrg = await json<BoxEvent>(await postEvent(box.id, org.token(), text(box)));
    const bySubject = await json<BoxEvent>(await postEvent(box.id, subject.headers(), text(box)));
    const before = await boxRowCounts();
    for (const [member, target] of [
      [subject, byOrg],
      [org.agent, bySubject],
    ] as const) {
      const refused = await postEvent(box.id, member.headers(), {
        type: 'msg.delete',
        referrer_id: target.id,
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ details: { referrer_id: 'forbidden' } });
    }
    expect(await boxRowCounts()).toEqual(before);
    const byAdmin = await postEvent(box.id, org.admin.headers(), {
      type: 'msg.delete',
      referrer_id: bySubject.id,
    });
    expect(byAdmin.status).toBe(201);
    const byToken = await postEvent(box.id, org.token(), {
      type: 'msg.delete',
      referrer_id: byOrg.id,
    });
    expect(byToken.status).toBe(201);
    const notAMessage = await postEvent(box.id, org.token(), {
      type: 'msg.delete',
      referrer_id: (await json<BoxEvent>(byToken)).id,
    });
    expect(notAMessage.status).toBe(404);
  });

  it('two deletions of one message at once: one 201, one 410', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const message = await json<BoxEvent>(await postEvent(box.id, org.token(), text(box)));
    const answers = await Promise.all(
      [org.token(), org.admin.headers()].map((headers) =>
        postEvent(box.id, headers, { type: 'msg.delete', referrer_id: message.id }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 410]);
    expect(await getDb().boxEvent.count({ where: { boxId: box.id, type: 'msg_delete' } })).toBe(1);
  });

  it('deleting a file message removes its file', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const upload = await uploadFile(box.id, org.token(), {
      file: new Blob(['0123456789']),
      encryptedContent: 'aW5mbw',
    });
    const event = await json<BoxEvent>(upload);
    const fileId = event.content?.['encrypted_file_id'] as string;
    const before = await storedFiles(storage);
    const deleted = await postEvent(box.id, org.token(), {
      type: 'msg.delete',
      referrer_id: event.id,
    });
    expect(deleted.status).toBe(201);
    expect(await storedFiles(storage)).toEqual({ ...before, files: before.files - 1 });
    expect(await getDb().encryptedFile.count({ where: { id: fileId } })).toBe(0);
    const download = await call('GET', `/encrypted-files/${fileId}`, org.token());
    expect(download.status).toBe(403);
  });
});

describe('state.access_mode, member.join, member.leave', () => {
  it('only admins switch the mode; anyone may then join and leave; back to limited removes them', async () => {
    const org = await setUpOrganization();
    const { box, subject } = await boxWithSubject(org);
    const before = await boxRowCounts();
    for (const member of [subject, org.agent]) {
      const refused = await postEvent(box.id, member.headers(), {
        type: 'state.access_mode',
        content: { value: 'public' },
      });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ details: { type: 'forbidden' } });
    }
    expect(await boxRowCounts()).toEqual(before);

    const visitor = await signedIn();
    const tooEarly = await postEvent(box.id, visitor.headers(), { type: 'member.join' });
    expect(await tooEarly.json()).toMatchObject({ details: { reason: 'no_access' } });
    const opened = await postEvent(box.id, org.admin.headers(), {
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    expect(await json<BoxEvent>(opened)).toMatchObject({ content: { value: 'public' } });
    expect((await postEvent(box.id, visitor.headers(), { type: 'member.join' })).status).toBe(201);
    const twice = await postEvent(box.id, visitor.headers(), { type: 'member.join' });
    expect(twice.status).toBe(409);
    expect((await call('GET', `/boxes/${box.id}/messages`, visitor.headers())).status).toBe(200);
    expect((await postEvent(box.id, visitor.headers(), { type: 'member.leave' })).status).toBe(201);
    expect((await call('GET', `/boxes/${box.id}`, visitor.headers())).status).toBe(403);
    const subjectLeaves = await postEvent(box.id, subject.headers(), { type: 'member.leave' });
    expect(subjectLeaves.status).toBe(409);

    expect((await postEvent(box.id, visitor.headers(), { type: 'member.join' })).status).toBe(201);
    await postEvent(box.id, org.token(), {
      type: 'state.access_mode',
      content: { value: 'limited' },
    });
    expect(await (await call('GET', `/boxes/${box.id}`, visitor.headers())).json()).toMatchObject({
      details: { reason: 'no_access' },
    });
    expect(await notificationsOf(visitor.identity.id)).toEqual([
      { type: 'member_kick', details: { box_id: box.id } },
    ]);
    const events = await json<BoxEvent[]>(
      await call('GET', `/boxes/${box.id}/events`, org.token()),
    );
    expect(events.map((event) => event.type)).toEqual([
      'state.access_mode',
      'member.join',
      'member.leave',
      'member.join',
      'state.access_mode',
      'create',
    ]);
    const page = await json<BoxEvent[]>(
      await call('GET', `/boxes/${box.id}/events?offset=1&limit=2`, org.token()),
    );
    expect(page.map((event) => event.id)).toEqual(events.slice(1, 3).map((event) => event.id));
  });
});

describe('state.key_share', () => {
  it('an admin rotates the key share: the old hash is gone (404), the event keeps no share', async () => {
    const org = await setUpOrganization();
    const { box, keyPair, split } = await openBox(org);
    const next = await splitBoxSecretKey(keyPair.secretKey, keyPair.publicKey);
    const extra = {
      service_share: next.serviceShare,
      invitation_share_hash: next.invitationShareHash,
      encrypted_invitation_key_share: next.encryptedInvitationKeyShare,
    };
    const subject = await signedIn({ email: box.datatag_subject });
    const before = await boxRowCounts();
    for (const member of [subject, org.agent]) {
      const refused = await postEvent(box.id, member.headers(), { type: 'state.key_share', extra });
      expect(await refused.json()).toMatchObject({ details: { type: 'forbidden' } });
    }
    const withContent = await postEvent(box.id, org.token(), {
      type: 'state.key_share',
      content: { a: 1 },
      extra,
    });
    expect(await withContent.json()).toMatchObject({ details: { content: 'forbidden' } });
    expect(await boxRowCounts()).toEqual(before);

    const rotated = await postEvent(box.id, org.admin.headers(), {
      type: 'state.key_share',
      extra,
    });
    expect(rotated.status).toBe(201);
    expect(await json<BoxEvent>(rotated)).toMatchObject({ type: 'state.key_share', content: null });
    const stored = await getDb().boxEvent.findFirstOrThrow({
      where: { boxId: box.id, type: 'state_key_share' },
    });
    expect(stored.extra).toBeNull();
    expect(
      (await call('GET', `/key-shares/${split.invitationShareHash}`, subject.headers())).status,
    ).toBe(404);
    const current = await call('GET', `/key-shares/${next.invitationShareHash}`, subject.headers());
    expect(await current.json()).toMatchObject({
      service_share: next.serviceShare,
      box_id: box.id,
    });
  });

  it('two rotations at once leave exactly one key share', async () => {
    const org = await setUpOrganization();
    const { box, keyPair } = await openBox(org);
    const splits = await Promise.all(
      [1, 2].map(() => splitBoxSecretKey(keyPair.secretKey, keyPair.publicKey)),
    );
    const answers = await Promise.all(
      splits.map((split) =>
        postEvent(box.id, org.token(), {
          type: 'state.key_share',
          extra: {
            service_share: split.serviceShare,
            invitation_share_hash: split.invitationShareHash,
            encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
          },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(await getDb().boxKeyShare.count({ where: { boxId: box.id } })).toBe(1);
  });
});

describe('access.add and access.rm', () => {
  it('a rule lets matching people join a limited box; auto_invite notifies the invitee; removing it kicks them', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const domain = `${randomEmail('x').split('@')[0]!}.example.test`;
    const invitee = await signedIn({ email: `bob@${domain}` });
    const inviteeKey = formatBoxPublicKey((await generateBoxKeyPair()).publicKey);
    await getDb().identity.update({
      where: { id: invitee.identity.id },
      data: { pubkey: inviteeKey },
    });
    const colleague = await signedIn({ email: `carol@${domain}` });

    const before = await boxRowCounts();
    const refusedRule = await postEvent(box.id, org.agent.headers(), {
      type: 'access.add',
      content: { restriction_type: 'email_domain', value: domain, auto_invite: false },
    });
    expect(await refusedRule.json()).toMatchObject({ details: { type: 'forbidden' } });
    const wrongInvitee = await postEvent(box.id, org.token(), {
      type: 'access.add',
      content: { restriction_type: 'identifier', value: 'someone@else.test', auto_invite: true },
      extra: { [inviteeKey]: 'aW52aXRl' },
    });
    expect(await wrongInvitee.json()).toMatchObject({ details: { extra: 'invalid' } });
    const noInvitation = await postEvent(box.id, org.token(), {
      type: 'access.add',
      content: { restriction_type: 'identifier', value: `bob@${domain}`, auto_invite: true },
      extra: {},
    });
    expect(await noInvitation.json()).toMatchObject({ details: { extra: 'invalid' } });
    expect(await boxRowCounts()).toEqual(before);

    const byIdentifier = await json<BoxEvent>(
      await postEvent(box.id, org.token(), {
        type: 'access.add',
        content: {
          restriction_type: 'identifier',
          value: `Bob@${domain.toUpperCase()}`,
          auto_invite: true,
        },
        extra: { [inviteeKey]: 'aW52aXRl' },
      }),
    );
    expect(byIdentifier.content).toEqual({
      restriction_type: 'identifier',
      value: `bob@${domain}`,
      auto_invite: true,
    });
    const duplicate = await postEvent(box.id, org.token(), {
      type: 'access.add',
      content: { restriction_type: 'identifier', value: `bob@${domain}`, auto_invite: false },
    });
    expect(duplicate.status).toBe(409);
    const byDomain = await json<BoxEvent>(
      await postEvent(box.id, org.admin.headers(), {
        type: 'access.add',
        content: { restriction_type: 'email_domain', value: domain },
      }),
    );
    const invitation = { box_id: box.id, public_key: inviteeKey, encrypted_payload: 'aW52aXRl' };
    expect(await notificationsOf(invitee.identity.id)).toEqual([
      { type: 'box_auto_invite', details: { ...invitation, used: false } },
    ]);

    // Matching the rules, both may join; the invitation is then marked used, and kept.
    const colleagueBefore = await call('GET', `/boxes/${box.id}`, colleague.headers());
    expect(await colleagueBefore.json()).toMatchObject({ details: { reason: 'not_member' } });
    for (const person of [invitee, colleague]) {
      expect((await postEvent(box.id, person.headers(), { type: 'member.join' })).status).toBe(201);
    }
    expect(await notificationsOf(invitee.identity.id)).toEqual([
      { type: 'box_auto_invite', details: { ...invitation, used: true } },
    ]);

    // Without the domain rule, Carol has no rule left; Bob still has his.
    const removed = await postEvent(box.id, org.token(), {
      type: 'access.rm',
      referrer_id: byDomain.id,
    });
    expect(await json<BoxEvent>(removed)).toMatchObject({
      type: 'access.rm',
      referrer_id: byDomain.id,
    });
    expect(await notificationsOf(colleague.identity.id)).toEqual([
      { type: 'member_kick', details: { box_id: box.id } },
    ]);
    expect((await call('GET', `/boxes/${box.id}`, invitee.headers())).status).toBe(200);
    expect((await call('GET', `/boxes/${box.id}`, colleague.headers())).status).toBe(403);
    const gone = await postEvent(box.id, org.token(), {
      type: 'access.rm',
      referrer_id: byDomain.id,
    });
    expect(gone.status).toBe(404);
    expect(byIdentifier.id).not.toBe(byDomain.id);
  });
});

describe('HEAD and GET /boxes/{id}/messages', () => {
  it('counts and lists messages by type, newest first', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const first = await json<BoxEvent>(await postEvent(box.id, org.token(), text(box)));
    const file = await json<BoxEvent>(
      await uploadFile(box.id, org.token(), { file: new Blob(['x']), encryptedContent: 'aW5mbw' }),
    );
    const last = await json<BoxEvent>(await postEvent(box.id, org.token(), text(box)));
    await postEvent(box.id, org.token(), {
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    const count = async (query: string) =>
      (await call('HEAD', `/boxes/${box.id}/messages${query}`, org.token())).headers.get(
        'x-total-count',
      );
    expect(await count('')).toBe('3');
    expect(await count('?type=msg.text')).toBe('2');
    expect(await count('?type=msg.file')).toBe('1');
    expect(
      (await call('HEAD', `/boxes/${box.id}/messages?type=msg.delete`, org.token())).status,
    ).toBe(400);
    const ids = async (query: string) =>
      (
        await json<BoxEvent[]>(await call('GET', `/boxes/${box.id}/messages${query}`, org.token()))
      ).map((event) => event.id);
    expect(await ids('')).toEqual([last.id, file.id, first.id]);
    expect(await ids('?types=msg.text')).toEqual([last.id, first.id]);
    expect(await ids('?types=msg.file,msg.text&limit=1&offset=1')).toEqual([file.id]);
    expect(
      (await call('GET', `/boxes/${box.id}/messages?types=msg.delete`, org.token())).status,
    ).toBe(400);
  });
});
