import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { databaseUrl, runAdminStatement } from '../../test/test-database';
import { applyMigrations } from './apply-migrations';
import { migrationsDir } from './migrations-dir';

const { adminUrl } = inject('testDatabase');
const name = `coffer_migrate_${process.pid}_${Date.now()}`;
const url = databaseUrl(adminUrl, name);

async function query<Row extends pg.QueryResultRow>(sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await runAdminStatement(adminUrl, `CREATE DATABASE ${name}`);
});

afterAll(async () => {
  await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe('applyMigrations', () => {
  it('applies every migration once and records it as Prisma Migrate does', async () => {
    const first = await applyMigrations(url, migrationsDir());
    expect(first.applied.length).toBeGreaterThan(0);

    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(
      'SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(rows.map((row) => row.migration_name)).toEqual(first.applied);
    for (const row of rows) {
      const sql = await readFile(path.join(migrationsDir(), row.migration_name, 'migration.sql'));
      expect(row.checksum).toBe(createHash('sha256').update(sql).digest('hex'));
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }

    const second = await applyMigrations(url, migrationsDir());
    expect(second).toEqual({ applied: [], alreadyApplied: first.applied.length });
  });

  it('refuses a migration edited after it was applied', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'coffer-migrations-'));
    await cp(migrationsDir(), dir, { recursive: true });
    await applyMigrations(url, dir);
    const target = path.join(dir, '20261121000000_init', 'migration.sql');
    await writeFile(target, (await readFile(target, 'utf8')) + '\n-- edited\n');
    await expect(applyMigrations(url, dir)).rejects.toThrow(/was edited after it was applied/);
  });

  it('rolls back a failing migration and records nothing for it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'coffer-migrations-'));
    await cp(migrationsDir(), dir, { recursive: true });
    await mkdir(path.join(dir, '99990101000000_broken'));
    await writeFile(
      path.join(dir, '99990101000000_broken', 'migration.sql'),
      'CREATE TABLE "Half" (id int);\nSELECT no_such_function();',
    );
    await expect(applyMigrations(url, dir)).rejects.toThrow(/99990101000000_broken failed/);
    expect(await query("SELECT 1 FROM pg_tables WHERE tablename = 'Half'")).toEqual([]);
    expect(
      await query(
        "SELECT 1 FROM _prisma_migrations WHERE migration_name = '99990101000000_broken'",
      ),
    ).toEqual([]);
  });
});
