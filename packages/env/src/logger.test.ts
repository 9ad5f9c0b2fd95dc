import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureLogs, getLogger } from './logger';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('getLogger', () => {
  it('writes the lines of one turn of the event loop to stdout in one write, in order', async () => {
    const writes: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((text) => {
      writes.push(String(text));
      return true;
    });
    const logs = captureLogs();
    for (const n of [1, 2, 3]) getLogger().warn({ n }, 'line');
    // A test's capture sees each line at once; stdout at the end of the turn.
    expect(logs.text().trim().split('\n')).toHaveLength(3);
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    logs.stop();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toBe(logs.text());
    const lines = writes[0]?.trim().split('\n') ?? [];
    expect(lines.map((line) => (JSON.parse(line) as { n: number }).n)).toEqual([1, 2, 3]);
  });

  it("logs an error's own fields and plain data, not a client object hung on it", () => {
    class Client {
      secretKey = 1234;
      connectionParameters = { host: '127.0.0.1', port: 5432 };
    }
    const error = Object.assign(new Error('terminating connection'), {
      code: '57P01',
      meta: { target: ['key'] },
      client: new Client(),
      cause: new Error('the server went away'),
    });
    const logs = captureLogs();
    getLogger().error({ err: error }, 'job queue error');
    logs.stop();
    const { err } = JSON.parse(logs.text()) as { err: Record<string, unknown> };
    expect(err).toMatchObject({
      // pino writes a cause into the message and the stack
      message: 'terminating connection: the server went away',
      code: '57P01',
      meta: { target: ['key'] },
    });
    expect(err).not.toHaveProperty('client');
    expect(logs.text()).not.toContain('secretKey');
  });
});
