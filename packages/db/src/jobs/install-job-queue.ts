import { PgBoss } from 'pg-boss';
import { JOB_QUEUE_SCHEMA } from './job-queue';

/**
 * Creates or upgrades pg-boss's schema, beside the migrations (with-database, the tests'
 * template database): pg-boss migrates itself under its own advisory lock, and a process
 * that starts on an installed schema has nothing to do.
 */
export async function installJobQueue(databaseUrl: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: JOB_QUEUE_SCHEMA,
    max: 1,
    supervise: false,
    schedule: false,
  });
  boss.on('error', (error) => console.error('[jobs]', error.message));
  await boss.start();
  await boss.stop({ graceful: false });
}
