/**
 * boxes.create and the other box calls against a running Coffer; the data subject's side is
 * played with the server's own endpoints, to show that what the SDK made opens the box.
 */
import {
  combineKeyShares,
  combineProvisionShares,
  decryptInvitationPayload,
  hashInvitationShare,
  parseBoxPublicKey,
  parseBoxSecretKey,
  hashProvisionUserShare,
  parseProvisionLink,
  assertBoxKeyPair,
  boxSecretKeyFromBytes,
  type BoxSecretKey,
} from '@coffer/crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BadRequestError,
  BoxDeletedError,
  GoneError,
  PermissionError,
  type Box,
  type Datatag,
} from '../src';
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
  datatag = await org.coffer.datatags.create('Payslips');
});

/** What the data subject's browser reads with a session of theirs (acr 1). */
async function asSubject(email: string) {
  const subject = await signedInPerson(email, { acr: 1 });
  return async (path: string) => {
    const response = await subject.call('GET', path);
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };
}

/** The box key the subject rebuilds from an invitation share, checked against the box. */
async function openWithInvitationShare(
  read: (path: string) => Promise<Record<string, unknown>>,
  box: Box,
  invitationShare: string,
): Promise<BoxSecretKey> {
  const keyShare = await read(`/key-shares/${await hashInvitationShare(invitationShare)}`);
  expect(keyShare['box_id']).toBe(box.id);
  const publicKey = parseBoxPublicKey(box.public_key);
  const key = boxSecretKeyFromBytes(
    publicKey.algorithm,
    combineKeyShares(keyShare['service_share'] as string, invitationShare),
  );
  await assertBoxKeyPair(key, publicKey);
  return key;
}

describe('datatags', () => {
  it('creates, lists and renames datatags', async () => {
    const other = await org.coffer.datatags.create('Contracts');
    await org.coffer.datatags.rename(other.id, 'Signed contracts');
    expect((await org.coffer.datatags.list().toArray()).map((tag) => tag.name)).toEqual([
      'Signed contracts',
      'Payslips',
    ]);
  });
});

describe('boxes.create', () => {
  it('provisions a subject without keys: the one link opens the box', async () => {
    const subject = factories.randomEmail('ann');
    const created = await org.coffer.boxes.create({
      title: 'Your payslips',
      datatagId: datatag.id,
      subject,
    });
    expect(created).toMatchObject({
      delivery: 'provision',
      box: { title: 'Your payslips', datatag_subject: subject, owner_org_id: org.organizationId },
    });
    const { userShare } = parseProvisionLink(created.link!);
    expect(created.link).toBe(`${origin}/provisions#${userShare}`);

    const read = await asSubject(subject);
    const provision = await read(`/provisions/${await hashProvisionUserShare(userShare)}`);
    const provisionKey = await combineProvisionShares({
      public_key: provision['public_key'] as string,
      service_key_share: provision['service_key_share'] as string,
      user_share: userShare,
    });
    const [invitation] = provision['invitations'] as {
      box_id: string;
      encrypted_payload: string;
    }[];
    expect(invitation!.box_id).toBe(created.box.id);
    const share = await decryptInvitationPayload(provisionKey, invitation!.encrypted_payload);
    const key = await openWithInvitationShare(read, created.box, share);
    expect(key.bytes).toEqual(parseBoxSecretKey(key.algorithm, created.secretKey).bytes);
  });

  it("reuses the organization's provision for the same person: no new link, the old one opens both", async () => {
    const subject = factories.randomEmail('bob');
    const first = await org.coffer.boxes.create({ title: 'First', datatagId: datatag.id, subject });
    const second = await org.coffer.boxes.create({
      title: 'Second',
      datatagId: datatag.id,
      subject,
    });
    expect(second).toMatchObject({ delivery: 'reused_provision', link: null });

    const { userShare } = parseProvisionLink(first.link!);
    const read = await asSubject(subject);
    const provision = await read(`/provisions/${await hashProvisionUserShare(userShare)}`);
    const invitations = provision['invitations'] as { box_id: string }[];
    expect(invitations.map((invitation) => invitation.box_id).sort()).toEqual(
      [first.box.id, second.box.id].sort(),
    );
  });

  it('invites a subject who has public keys automatically, with no link', async () => {
    const subject = factories.randomEmail('cat');
    const cat = await signedInPerson(subject, { withKeys: true });
    const created = await org.coffer.boxes.create({
      title: 'Contract',
      datatagId: datatag.id,
      subject,
    });
    expect(created).toMatchObject({ delivery: 'invitation', link: null });

    const notifications = (await (
      await cat.call('GET', `/identities/${cat.id}/notifications`)
    ).json()) as { type: string; details: { box_id: string; encrypted_payload: string } }[];
    const invitation = notifications.find(
      (notification) => notification.type === 'box.auto_invite',
    );
    expect(invitation?.details.box_id).toBe(created.box.id);
    const share = await decryptInvitationPayload(
      cat.keyPair!.secretKey,
      invitation!.details.encrypted_payload,
    );
    await openWithInvitationShare(await asSubject(subject), created.box, share);
  });

  it('lets in a subject who asked for a box the organization holds the key of', async () => {
    const subject = factories.randomEmail('eve');
    const created = await org.coffer.boxes.create({
      title: 'Lease',
      datatagId: datatag.id,
      subject,
    });
    const other = await org.coffer.boxes.create({
      title: 'Other',
      datatagId: datatag.id,
      subject,
    });
    // She set up keys later, and asks for both boxes.
    const eve = await signedInPerson(subject, { withKeys: true });
    for (const box of [created.box, other.box]) {
      expect((await eve.call('PUT', `/boxes/${box.id}/access-request`)).status).toBe(200);
    }

    // The organization's server kept only the first box's key.
    const keys = new Map([[created.box.id, created.secretKey]]);
    expect(await org.coffer.boxes.letInRequesters(async (id) => keys.get(id) ?? null)).toBe(1);
    const notifications = (await (
      await eve.call('GET', `/identities/${eve.id}/notifications?type=box.auto_invite`)
    ).json()) as { details: { box_id: string; encrypted_payload: string } }[];
    expect(notifications.map((notification) => notification.details.box_id)).toEqual([
      created.box.id,
    ]);
    const share = await decryptInvitationPayload(
      eve.keyPair!.secretKey,
      notifications[0]!.details.encrypted_payload,
    );
    await openWithInvitationShare(await asSubject(subject), created.box, share);
    // Spent: nothing more to let in for that box.
    expect(await org.coffer.boxes.letInRequesters(async (id) => keys.get(id) ?? null)).toBe(0);
  });

  it('surfaces a refusal as a typed error with the contract body', async () => {
    const refusal = await org.coffer.boxes
      .create({ title: 'x', datatagId: crypto.randomUUID(), subject: factories.randomEmail() })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(BadRequestError);
    expect(refusal).toMatchObject({
      status: 400,
      code: 'bad_request',
      origin: 'body',
      details: { datatag_id: 'invalid' },
    });
  });
});

describe('boxes.list, count, get, delete', () => {
  it("lists and counts the organization's boxes by subject and datatag, then deletes one", async () => {
    const subject = factories.randomEmail('dan');
    const other = await org.coffer.datatags.create('Other');
    const a = await org.coffer.boxes.create({ title: 'A', datatagId: datatag.id, subject });
    const b = await org.coffer.boxes.create({ title: 'B', datatagId: other.id, subject });
    expect((await org.coffer.boxes.list({ subject }).toArray()).map((box) => box.id)).toEqual([
      b.box.id,
      a.box.id,
    ]);
    expect(await org.coffer.boxes.count({ subject })).toBe(2);
    expect(await org.coffer.boxes.count({ subject, datatagIds: [other.id] })).toBe(1);
    expect(
      (await org.coffer.boxes.listPage({ subject, limit: 1, offset: 1 })).map((box) => box.id),
    ).toEqual([a.box.id]);
    expect((await org.coffer.boxes.get(a.box.id)).title).toBe('A');

    await org.coffer.boxes.delete(a.box);
    expect(await org.coffer.boxes.count({ subject })).toBe(1);
    // The organization that owned it is told it was deleted (docs/boxes.md).
    await expect(org.coffer.boxes.get(a.box.id)).rejects.toBeInstanceOf(GoneError);
    await expect(org.coffer.boxes.get(a.box.id)).rejects.toMatchObject({
      status: 410,
      details: { reason: 'deleted' },
    });
    // Deleting it again says so, not that it is someone else's.
    await expect(org.coffer.boxes.delete(a.box)).rejects.toBeInstanceOf(BoxDeletedError);
  });

  it("refuses another organization's box as a PermissionError", async () => {
    const other = await organizationFixture();
    const theirs = await other.coffer.boxes.create({
      title: 'Theirs',
      datatagId: (await other.coffer.datatags.create('Theirs')).id,
      subject: factories.randomEmail(),
    });
    const refusal = await org.coffer.boxes.delete(theirs.box.id).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PermissionError);
    expect(refusal).toMatchObject({ status: 403, code: 'forbidden' });
  });
});
