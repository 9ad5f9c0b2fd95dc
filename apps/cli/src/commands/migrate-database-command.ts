import { z } from 'zod';
import { getDb } from '@coffer/db';
import { applyMigrations, migrationsDir } from '@coffer/db/migrations';
import { getEnv } from '@coffer/env';
import { defineCommand } from '../command';

/**
 * Applies the migrations the database lacks, under Prisma's advisory lock, and says where the
 * database stands. Run once before a rollout (docs/deploy.md). `pnpm cli` runs every command
 * behind with-database, which has applied them already and named them on stderr; this
 * command's own run then finds none left, and answers the count and the latest recorded.
 */
export const migrateDatabaseCommand = defineCommand({
  area: 'db',
  verb: 'migrate',
  synopsis: '',
  options: {},
  input: z.object({}),
  run: async () => {
    const databaseUrl = getEnv().databaseUrl;
    if (!databaseUrl) throw new Error('DATABASE_URL is not set: run it through `pnpm cli`');
    const { applied, alreadyApplied } = await applyMigrations(databaseUrl, migrationsDir());
    const [latest] = await getDb().$queryRaw<{ name: string }[]>`
      SELECT migration_name AS name FROM _prisma_migrations
      WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
      ORDER BY migration_name DESC LIMIT 1`;
    return { applied, migrations: applied.length + alreadyApplied, latest: latest?.name ?? null };
  },
});
