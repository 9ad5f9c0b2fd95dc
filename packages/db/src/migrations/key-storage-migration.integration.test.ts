/**
 * The key storage migration (20261124140000) carries data of the previous model over: the
 * newest provision of an organization and email survives with its box, and box.auto_invite
 * notifications get the payload they were sent with, or go when it cannot be found.
 */
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { databaseUrl, runAdminStatement } from '../../test/test-database';
import { applyMigrations } from './apply-migrations';
import { migrationsDir } from './migrations-dir';

const MIGRATION = '20261124140000_key_storage';
const { adminUrl } = inject('testDatabase');
const name = `coffer_key_storage_${process.pid}_${Date.now()}`;
const url = databaseUrl(adminUrl, name);
const client = new pg.Client({ connectionString: url });

beforeAll(async () => {
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
  // The migrations before this one, as a database that was deployed before it.
  const before = await mkdtemp(path.join(tmpdir(), 'coffer-migrations-'));
  await cp(migrationsDir(), before, { recursive: true });
  for (const entry of await readdir(before)) {
    if (entry >= MIGRATION) await rm(path.join(before, entry), { recursive: true });
  }
  await applyMigrations(url, before);
  await client.connect();
});

afterAll(async () => {
  await client.end();
  await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

const ids = {
  org: '10000000-0000-4000-8000-000000000001',
  oldBox: '20000000-0000-4000-8000-000000000001',
  newBox: '20000000-0000-4000-8000-000000000002',
  ruleBox: '20000000-0000-4000-8000-000000000003',
  invitee: '30000000-0000-4000-8000-000000000001',
  oldProvision: '40000000-0000-4000-8000-000000000001',
  newProvision: '40000000-0000-4000-8000-000000000002',
};

async function insertPreviousModel() {
  const sql = (text: string, values: unknown[] = []) => client.query(text, values);
  await sql(
    `INSERT INTO "Account" ("id", "passwordHash", "passwordParams") VALUES (gen_random_uuid(), 'hash', '{}')`,
  );
  await sql(`INSERT INTO "Organization" ("id", "name") VALUES ($1, 'Acme')`, [ids.org]);
  await sql(
    `INSERT INTO "Identity" ("id", "identifierValue", "displayName", "pubkey") VALUES ($1, 'bob@example.test', 'bob', 'BOB-KEY')`,
    [ids.invitee],
  );
  for (const [box, invitationData, createdAt] of [
    [ids.oldBox, null, '2026-01-01T00:00:00Z'],
    [ids.newBox, { 'BOB-KEY': 'payload-at-creation', 'OTHER-KEY': 'x' }, '2026-01-02T00:00:00Z'],
    [ids.ruleBox, null, '2026-01-03T00:00:00Z'],
  ] as const) {
    await sql(
      `INSERT INTO "Box" ("id", "title", "ownerOrgId", "datatagSubject", "publicKey", "invitationData", "createdAt")
       VALUES ($1, 'A box', $2, 'new@example.test', 'KEY', $3, $4)`,
      [box, ids.org, invitationData === null ? null : JSON.stringify(invitationData), createdAt],
    );
  }
  await sql(
    `INSERT INTO "BoxEvent" ("boxId", "type", "content", "extra")
     VALUES ($1, 'access.add', '{}', '{"BOB-KEY": "payload-of-the-rule"}')`,
    [ids.ruleBox],
  );
  // Two provisions of one organization and email, on two boxes: the newer one is kept.
  for (const [id, box, hash, createdAt] of [
    [ids.oldProvision, ids.oldBox, 'old-hash', '2026-01-01T00:00:00Z'],
    [ids.newProvision, ids.newBox, 'new-hash', '2026-01-02T00:00:00Z'],
  ] as const) {
    await sql(
      `INSERT INTO "BoxProvision" ("id", "boxId", "email", "publicKey", "serviceKeyShare", "userKeyShareHash", "createdAt")
       VALUES ($1, $2, 'new@example.test', $3, 'share', $4, $5)`,
      [id, box, `${hash}-key`, hash, createdAt],
    );
  }
  const notify = (details: unknown) =>
    sql(
      `INSERT INTO "Notification" ("identityId", "type", "details") VALUES ($1, 'box.auto_invite', $2) RETURNING "id"`,
      [ids.invitee, JSON.stringify(details)],
    );
  return {
    atCreation: (await notify({ box_id: ids.newBox, used: true })).rows[0] as { id: number },
    byRule: (await notify({ box_id: ids.ruleBox })).rows[0] as { id: number },
    lost: (await notify({ box_id: ids.oldBox })).rows[0] as { id: number },
    deletedBox: (await notify({ box_id: '20000000-0000-4000-8000-00000000dead' })).rows[0] as {
      id: number;
    },
  };
}

it('keeps the newest provision per organization and email, and completes the invitations it can', async () => {
  const notifications = await insertPreviousModel();
  const { applied } = await applyMigrations(url, migrationsDir());
  // Later migrations follow it; this one must come first.
  expect(applied[0]).toEqual(MIGRATION);

  const provisions = await client.query(
    `SELECT "id", "organizationId", "email", "userKeyShareHash" FROM "Provision"`,
  );
  expect(provisions.rows).toEqual([
    {
      id: ids.newProvision,
      organizationId: ids.org,
      email: 'new@example.test',
      userKeyShareHash: 'new-hash',
    },
  ]);
  const links = await client.query(`SELECT "boxId", "provisionId" FROM "BoxProvision"`);
  expect(links.rows).toEqual([{ boxId: ids.newBox, provisionId: ids.newProvision }]);

  const rows = await client.query<{ id: number; details: unknown }>(
    `SELECT "id", "details" FROM "Notification" ORDER BY "id"`,
  );
  expect(rows.rows).toEqual([
    {
      id: notifications.atCreation.id,
      details: {
        box_id: ids.newBox,
        public_key: 'BOB-KEY',
        encrypted_payload: 'payload-at-creation',
        used: true,
      },
    },
    {
      id: notifications.byRule.id,
      details: {
        box_id: ids.ruleBox,
        public_key: 'BOB-KEY',
        encrypted_payload: 'payload-of-the-rule',
        used: false,
      },
    },
  ]);

  // Accounts keep their password; a new one may have none, but not half of one.
  await client.query(`INSERT INTO "Account" DEFAULT VALUES`);
  await expect(
    client.query(`INSERT INTO "Account" ("passwordHash") VALUES ('hash')`),
  ).rejects.toThrow(/Account_password_check/);
});
