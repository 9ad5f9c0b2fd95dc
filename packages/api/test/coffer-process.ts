/**
 * Coffer's HTTP surface in a process of its own (see spawn-coffer-process.ts), for tests that
 * kill it or read what it logs. It prints `{"origin": …}` once it listens. Like Next.js, it
 * logs an uncaught exception and goes on serving, so a test can find the line.
 */
import { startTestServer } from './start-test-server';

process.on('uncaughtException', (error) => {
  console.error('uncaughtException:', error);
});
// The test holds the other end of stdin: when it ends, however it ends, so does this process.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();

const server = await startTestServer();
process.stdout.write(`${JSON.stringify({ origin: server.origin })}\n`);
