import { afterAll } from 'vitest';
import { startTestServer, type TestServer } from './start-test-server';

/**
 * The test server of a test file, closed after its tests. Call it at the top of the file
 * (top-level await), before anything reads the environment (see startTestServer).
 */
export async function serveForThisFile(options: { observe?: boolean } = {}): Promise<TestServer> {
  const server = await startTestServer(options);
  afterAll(() => server.close());
  return server;
}
