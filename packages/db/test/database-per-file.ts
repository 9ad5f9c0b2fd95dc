/**
 * Before each integration test file: a fresh database cloned from the migrated template,
 * so files run in parallel without sharing rows or cleaning up after each other.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, inject } from 'vitest';
import { getDb } from '../src/client';
import { stopJobQueue } from '../src/jobs/job-queue';
import { closeAllChannels } from '../src/notify/listen-channel';
import { databaseUrl, runAdminStatement } from './test-database';

const { adminUrl, template } = inject('testDatabase');
const name = `coffer_test_${randomUUID().replaceAll('-', '')}`;
await runAdminStatement(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
// The only place the environment is written: getEnv() reads it on first use in this file.
process.env.DATABASE_URL = databaseUrl(adminUrl, name);

afterAll(async () => {
  // Connections of their own, which would otherwise try to reconnect to a dropped database.
  await closeAllChannels();
  await stopJobQueue(5);
  await getDb().$disconnect();
  await runAdminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});
