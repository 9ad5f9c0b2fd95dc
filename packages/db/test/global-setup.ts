/**
 * Once per integration run: a PostgreSQL server (DATABASE_URL's, or an embedded one in a
 * temporary folder) and a migrated template database that every test file clones.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { getEnv } from '@coffer/env';
import {
  startEmbeddedPostgres,
  type RunningPostgres,
} from '../src/embedded/start-embedded-postgres';
import { installJobQueue } from '../src/jobs/install-job-queue';
import { applyMigrations } from '../src/migrations/apply-migrations';
import { migrationsDir } from '../src/migrations/migrations-dir';
import { freePort } from './free-port';
import { databaseUrl, runAdminStatement } from './test-database';

export default async function setup(project: TestProject) {
  let embedded: RunningPostgres | undefined;
  let tempDir: string | undefined;
  let adminUrl = getEnv().databaseUrl;
  if (!adminUrl) {
    tempDir = await mkdtemp(path.join(tmpdir(), 'coffer-test-pg-'));
    // mkdtemp makes the folder 0700; PostgreSQL runs as its own user and must enter it.
    await chmod(tempDir, 0o755);
    embedded = await startEmbeddedPostgres({
      dataDir: path.join(tempDir, 'data'),
      port: await freePort(),
    });
    adminUrl = embedded.url;
  }
  const template = `coffer_template_${process.pid}`;
  await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${template}`);
  await runAdminStatement(adminUrl, `CREATE DATABASE ${template}`);
  await applyMigrations(databaseUrl(adminUrl, template), migrationsDir());
  await installJobQueue(databaseUrl(adminUrl, template));
  project.provide('testDatabase', { adminUrl, template });

  return async () => {
    await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await embedded?.stop();
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  };
}
