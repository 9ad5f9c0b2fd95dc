import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

export type AppliedMigrations = { applied: string[]; alreadyApplied: number };

// The lock key Prisma Migrate itself takes, so this runner and `prisma migrate deploy`
// never run at the same time against one database.
const PRISMA_ADVISORY_LOCK = 72707369;

/**
 * Applies the SQL migrations of `migrationsDir` (`<timestamp>_<name>/migration.sql`) that
 * the database has not seen, each in its own transaction, and records them in Prisma's
 * `_prisma_migrations` table exactly as `prisma migrate deploy` does (sha256 checksum of
 * the file), so either tool can take over from the other.
 */
export async function applyMigrations(
  databaseUrl: string,
  migrationsDir: string,
): Promise<AppliedMigrations> {
  const migrations = await readMigrations(migrationsDir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_ADVISORY_LOCK]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const recorded = await client.query<RecordedMigration>(
      `SELECT migration_name, checksum, finished_at FROM _prisma_migrations
       WHERE rolled_back_at IS NULL`,
    );
    const byName = new Map(recorded.rows.map((row) => [row.migration_name, row]));
    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = byName.get(migration.name);
      if (previous) {
        assertUnchanged(migration, previous);
        continue;
      }
      await applyOne(client, migration);
      applied.push(migration.name);
    }
    return { applied, alreadyApplied: migrations.length - applied.length };
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_ADVISORY_LOCK]).catch(() => {});
    await client.end();
  }
}

type Migration = { name: string; sql: string; checksum: string };
type RecordedMigration = { migration_name: string; checksum: string; finished_at: Date | null };

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

async function readMigrations(migrationsDir: string): Promise<Migration[]> {
  const entries = await readdir(migrationsDir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

function assertUnchanged(migration: Migration, recorded: RecordedMigration): void {
  if (recorded.finished_at === null) {
    throw new Error(
      `Migration ${migration.name} started but did not finish; repair the database by hand.`,
    );
  }
  if (recorded.checksum !== migration.checksum) {
    throw new Error(
      `Migration ${migration.name} was edited after it was applied; add a new migration instead.`,
    );
  }
}

async function applyOne(client: pg.Client, migration: Migration): Promise<void> {
  await client.query('BEGIN');
  try {
    const id = randomUUID();
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name) VALUES ($1, $2, $3)`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(
      `UPDATE _prisma_migrations SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw new Error(`Migration ${migration.name} failed`, { cause: error });
  }
}
