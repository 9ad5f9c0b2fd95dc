/**
 * Coffer's HTTP surface in a process of its own (see spawn-coffer-process.ts), for tests that
 * kill it, read what it logs, or run the job queue's workers in a second process. It prints `{"origin": …}` once it listens. Like Next.js, it
 * logs an uncaught exception and goes on serving, so a test can find the line.
 */
import { startJobWorkers } from '@coffer/domain/jobs';
import { startTestServer } from './start-test-server';

process.on('uncaughtException', (error) => {
  console.error('uncaughtException:', error);
});
// The test holds the other end of stdin: when it ends, however it ends, so does this process.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

const server = await startTestServer({ issuer: process.env['COFFER_TEST_ISSUER'] });
// As every Coffer process does (apps/web/src/server/start-up.ts), when the test asks: it
// listens only once its workers take jobs, so the test can count on them from then on.
if (process.env['COFFER_TEST_JOB_WORKERS'] === 'on') await startJobWorkers();
process.stdout.write(`${JSON.stringify({ origin: server.origin })}\n`);
