/**
 * Deleting one's identity (docs/identities.md#deleting-your-account): what is the person's
 * is erased, the boxes stay with their organizations, and every refusal changes nothing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { findOrCreateIdentity } from '@coffer/domain/identities';
import {
  createBrowserSession,
  createIdentity,
  createOrganization,
} from '@coffer/domain/test-factories';
import { createRestHandler } from '../../rest/create-rest-handler';
import { authOperations } from '../auth/operations';
import { identitiesOperations } from './operations';

process.env.APP_ORIGIN = 'http://localhost:3000';

const handle = createRestHandler({ auth: authOperations, identities: identitiesOperations });

type Browser = Awaited<ReturnType<typeof createBrowserSession>>;

function deleteIdentity(id: string, browser: Browser, body: unknown) {
  const headers = browser.headers();
  headers.set('content-type', 'application/json');
  return handle(
    new Request(`http://localhost:3000/api/identities/${id}`, {
      method: 'DELETE',
      headers,
      body: JSON.stringify(body),
    }),
  );
}

function whoAmI(browser: Browser) {
  return handle(
    new Request('http://localhost:3000/api/auth/session', { headers: browser.headers() }),
  );
}

/** A person with a bit of everything Coffer keeps, and the organization's boxes about them. */
async function personWithHistory() {
  const db = getDb();
  const account = await db.account.create({ data: {}, select: { id: true } });
  const person = await createIdentity();
  await db.identity.update({ where: { id: person.id }, data: { accountId: account.id } });
  await db.unlocker.create({
    data: {
      id: randomUUID(),
      accountId: account.id,
      kind: 'recovery',
      name: 'Recovery key',
      kekParams: {},
      nonce: 'bm9uY2U',
      wrappedRootKey: 'd3JhcHBlZA',
    },
  });
  await db.storageEntry.create({
    data: { accountId: account.id, kind: 'box_key', name: randomUUID(), ciphertext: 'eA' },
  });
  const organization = await createOrganization();
  const colleague = await createIdentity();
  await db.organizationMember.createMany({
    data: [
      { organizationId: organization.id, identityId: person.id, role: 'admin' },
      { organizationId: organization.id, identityId: colleague.id, role: 'admin' },
    ],
  });
  const bank = await createOrganization();
  const aboutThem = await db.box.create({
    data: {
      title: 'Mortgage',
      ownerOrgId: bank.id,
      datatagSubject: person.identifierValue,
      publicKey: 'k'.repeat(43),
    },
    select: { id: true },
  });
  await db.boxMember.create({ data: { boxId: aboutThem.id, identityId: person.id } });
  const message = await db.boxEvent.create({
    data: {
      boxId: aboutThem.id,
      type: 'msg_text',
      senderIdentityId: person.id,
      content: { encrypted: 'Y2lwaGVy', public_key: 'k'.repeat(43) },
    },
    select: { id: true },
  });
  await db.notification.create({ data: { identityId: person.id, type: 'user_create_identity' } });
  const deletedBox = await db.deletedBox.create({
    data: { id: randomUUID(), ownerOrgId: bank.id, readerIdentityIds: [person.id, colleague.id] },
    select: { id: true },
  });
  const here = await createBrowserSession({ identityId: person.id });
  const elsewhere = await createBrowserSession({ identityId: person.id });
  return {
    person,
    account,
    organization,
    colleague,
    bank,
    aboutThem,
    message,
    deletedBox,
    here,
    elsewhere,
  };
}

describe('DELETE /identities/{id}', () => {
  it('erases the person and what is theirs; boxes about them stay with the organization', async () => {
    const db = getDb();
    const history = await personWithHistory();
    const { person } = history;
    const response = await deleteIdentity(person.id, history.here, {
      user_confirmation: ` ${person.identifierValue.toUpperCase()} `,
    });
    expect(response.status).toBe(204);
    // The browser forgets its session cookies.
    expect(response.headers.getSetCookie().join('\n')).toMatch(/accesstoken=;/);

    // Erased: the identity, its sessions and tokens (both browsers are signed out), its
    // memberships, notifications, and the account with its key storage.
    expect(await db.identity.count({ where: { id: person.id } })).toBe(0);
    expect((await whoAmI(history.here)).status).toBe(401);
    expect((await whoAmI(history.elsewhere)).status).toBe(401);
    expect(await db.providerSession.count({ where: { identityId: person.id } })).toBe(0);
    expect(await db.accessToken.count({ where: { identityId: person.id } })).toBe(0);
    expect(await db.organizationMember.count({ where: { identityId: person.id } })).toBe(0);
    expect(await db.boxMember.count({ where: { identityId: person.id } })).toBe(0);
    expect(await db.notification.count({ where: { identityId: person.id } })).toBe(0);
    expect(await db.account.count({ where: { id: history.account.id } })).toBe(0);
    expect(await db.unlocker.count({ where: { accountId: history.account.id } })).toBe(0);
    expect(await db.storageEntry.count({ where: { accountId: history.account.id } })).toBe(0);
    // A box deleted before no longer names them among its readers; the others stay.
    expect(
      await db.deletedBox.findUniqueOrThrow({ where: { id: history.deletedBox.id } }),
    ).toMatchObject({ readerIdentityIds: [history.colleague.id] });

    // Kept: the organization's box about them, with the message they sent (sender emptied),
    // and the organizations with their other staff.
    const box = await db.box.findUniqueOrThrow({
      where: { id: history.aboutThem.id },
      select: { ownerOrgId: true, datatagSubject: true },
    });
    expect(box).toEqual({ ownerOrgId: history.bank.id, datatagSubject: person.identifierValue });
    expect(
      await db.boxEvent.findUniqueOrThrow({
        where: { id: history.message.id },
        select: { senderIdentityId: true },
      }),
    ).toEqual({ senderIdentityId: null });
    expect(
      await db.organizationMember.count({ where: { organizationId: history.organization.id } }),
    ).toBe(1);

    // Signing in again with that email starts from zero: a new identity, with no account.
    const again = await findOrCreateIdentity({ email: person.identifierValue });
    expect(again.id).not.toBe(person.id);
    const fresh = await db.identity.findUniqueOrThrow({
      where: { id: again.id },
      select: { accountId: true, _count: { select: { memberships: true, boxMemberships: true } } },
    });
    expect(fresh).toEqual({ accountId: null, _count: { memberships: 0, boxMemberships: 0 } });
  });

  it('keeps an account that another email of the person still uses', async () => {
    const db = getDb();
    const history = await personWithHistory();
    const otherEmail = await createIdentity();
    await db.identity.update({
      where: { id: otherEmail.id },
      data: { accountId: history.account.id },
    });
    const response = await deleteIdentity(history.person.id, history.here, {
      user_confirmation: history.person.identifierValue,
    });
    expect(response.status).toBe(204);
    expect(await db.account.count({ where: { id: history.account.id } })).toBe(1);
    expect(await db.unlocker.count({ where: { accountId: history.account.id } })).toBe(1);
  });

  describe('refusals change nothing', () => {
    async function unchanged(history: Awaited<ReturnType<typeof personWithHistory>>) {
      const db = getDb();
      expect(await db.identity.count({ where: { id: history.person.id } })).toBe(1);
      expect(await db.account.count({ where: { id: history.account.id } })).toBe(1);
      expect((await whoAmI(history.here)).status).toBe(200);
      expect((await whoAmI(history.elsewhere)).status).toBe(200);
    }

    it('400 when the typed email is not the identity’s, or missing', async () => {
      const history = await personWithHistory();
      const wrong = await deleteIdentity(history.person.id, history.here, {
        user_confirmation: 'delete',
      });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toMatchObject({
        code: 'bad_request',
        origin: 'body',
        details: { user_confirmation: 'invalid' },
      });
      const missing = await deleteIdentity(history.person.id, history.here, {});
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ details: { user_confirmation: 'required' } });
      await unchanged(history);
    });

    it("403 for another person's identity, even with their email", async () => {
      const history = await personWithHistory();
      const stranger = await createBrowserSession({ identityId: (await createIdentity()).id });
      const response = await deleteIdentity(history.person.id, stranger, {
        user_confirmation: history.person.identifierValue,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ origin: 'path', details: { id: 'forbidden' } });
      await unchanged(history);
    });

    it('403 acr at level 1 when the identity has a second method', async () => {
      const history = await personWithHistory();
      await getDb().totpSecret.create({
        data: {
          identityId: history.person.id,
          encryptedSecret: 'c2VjcmV0',
          confirmedAt: new Date(),
        },
      });
      const response = await deleteIdentity(history.person.id, history.here, {
        user_confirmation: history.person.identifierValue,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        origin: 'acr',
        details: { acr: 'forbidden', required_acr: '2' },
      });
      await unchanged(history);
      const strong = await createBrowserSession({ identityId: history.person.id, acr: 2 });
      const allowed = await deleteIdentity(history.person.id, strong, {
        user_confirmation: history.person.identifierValue,
      });
      expect(allowed.status).toBe(204);
    });

    it("409 for an organization's only admin, naming it", async () => {
      const history = await personWithHistory();
      await getDb().organizationMember.delete({
        where: {
          organizationId_identityId: {
            organizationId: history.organization.id,
            identityId: history.colleague.id,
          },
        },
      });
      const response = await deleteIdentity(history.person.id, history.here, {
        user_confirmation: history.person.identifierValue,
      });
      expect(response.status).toBe(409);
      const body = (await response.json()) as { desc: string };
      expect(body).toMatchObject({ code: 'conflict', details: { id: 'conflict' } });
      const name = (
        await getDb().organization.findUniqueOrThrow({ where: { id: history.organization.id } })
      ).name;
      expect(body.desc).toContain(name);
      await unchanged(history);
    });
  });

  it('two admins deleting themselves at once: one goes, the other is refused 409', async () => {
    const db = getDb();
    const organization = await createOrganization();
    const admins = [await createIdentity(), await createIdentity()];
    await db.organizationMember.createMany({
      data: admins.map(({ id }) => ({
        organizationId: organization.id,
        identityId: id,
        role: 'admin' as const,
      })),
    });
    const sessions = await Promise.all(
      admins.map(({ id }) => createBrowserSession({ identityId: id })),
    );
    // Another transaction holds the staff rows, which erasing an identity deletes: both
    // requests get as far as they can before either erases anything, as two requests sent at
    // the same moment may.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = db.$transaction(
      async (tx) => {
        await tx.$queryRaw`
          SELECT 1 FROM "OrganizationMember"
          WHERE "organizationId" = ${organization.id}::uuid FOR UPDATE`;
        holding();
        await released;
      },
      { timeout: 60_000 },
    );
    await held;
    const deletions = admins.map((admin, index) =>
      deleteIdentity(admin.id, sessions[index] as Browser, {
        user_confirmation: admin.identifierValue,
      }),
    );
    await expect.poll(waitingOnLocks, { timeout: 30_000 }).toBe(2);
    release();
    await holder;
    const statuses = (await Promise.all(deletions)).map((response) => response.status);
    expect(statuses.sort()).toEqual([204, 409]);
    expect(
      await db.organizationMember.count({
        where: { organizationId: organization.id, role: 'admin' },
      }),
    ).toBe(1);
  });
});

/** How many statements of this test file's database wait for a lock. */
async function waitingOnLocks(): Promise<number> {
  const [row] = await getDb().$queryRaw<{ waiting: number }[]>`
    SELECT count(*)::int AS waiting FROM pg_stat_activity
    WHERE datname = current_database() AND wait_event_type = 'Lock'`;
  return row?.waiting ?? 0;
}
