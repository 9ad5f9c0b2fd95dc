import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { isPublicAddress, postWebhook } from './post-webhook';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::7f00:1',
    '::a00:1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111'])('accepts %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describe('postWebhook', () => {
  const received: string[] = [];
  const server = createServer((request, response) => {
    received.push(request.url ?? '');
    response.end();
  });
  const listening = new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const send = async (host: string, path: string, privateNetworks: 'deny' | 'allow') =>
    postWebhook(
      `http://${host}:${await listening}${path}`,
      '{}',
      {},
      {
        timeoutMs: 5000,
        privateNetworks,
      },
    );

  it('with deny, connects to no loopback address, by name or by number', async () => {
    const byName = await send('localhost', '/name', 'deny');
    expect(byName.status).toBeNull();
    expect(byName.error).toMatch(/localhost is .*, not a public address .*EPRIVATEADDRESS/);
    const byNumber = await send('127.0.0.1', '/number', 'deny');
    expect(byNumber).toEqual({
      status: null,
      error: '127.0.0.1 is 127.0.0.1, not a public address (WEBHOOK_PRIVATE_NETWORKS=deny)',
    });
    expect((await send('[::ffff:127.0.0.1]', '/mapped', 'deny')).status).toBeNull();
    expect(received).toEqual([]);
  });

  it('with allow, delivers there', async () => {
    expect(await send('localhost', '/allowed', 'allow')).toEqual({
      status: 200,
      error: 'HTTP 200',
    });
    expect(received).toEqual(['/allowed']);
  });
});

describe('postWebhook against an endpoint that stalls (#26 item 2)', () => {
  const post = (port: number, timeoutMs: number) =>
    postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, { timeoutMs, privateNetworks: 'allow' });

  it('gives up waiting for the answer after timeoutMs', async () => {
    // Accepts the request and never answers.
    const silent = createServer(() => undefined);
    const port = await new Promise<number>((resolve) =>
      silent.listen(0, '127.0.0.1', () => resolve((silent.address() as AddressInfo).port)),
    );
    onTestFinished(() => {
      silent.closeAllConnections();
      silent.close();
    });
    const started = Date.now();
    const outcome = await post(port, 300);
    expect(outcome.status).toBeNull();
    expect(outcome.error).toMatch(/TimeoutError|ABORT_ERR|aborted/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up a connection not accepted within 3 s, long before timeoutMs', async () => {
    const port = await listenerThatNeverAccepts();
    // Also when the test times out: the stopped process must not outlive it.
    onTestFinished(port.close);
    const started = Date.now();
    expect(await post(port.number, 20_000)).toEqual({
      status: null,
      error: 'no connection within 3000 ms (ETIMEDOUT)',
    });
    expect(Date.now() - started).toBeLessThan(6_000);
  }, 15_000);
});

/**
 * A port whose connections are never accepted: a stopped process listens on it, and its
 * queue of completed connections is full, so the kernel drops further SYNs, as a stalled or
 * overloaded endpoint's does.
 */
async function listenerThatNeverAccepts(): Promise<{ number: number; close: () => void }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('node:net').createServer().listen({ port: 0, host: '127.0.0.1', backlog: 1 },
        function () { console.log(this.address().port); })`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(child.stdout, 'data')) as [Buffer];
  const number = Number(line.toString().trim());
  child.kill('SIGSTOP');
  const fillers: Socket[] = [];
  const close = () => {
    for (const socket of fillers) socket.destroy();
    child.kill('SIGKILL');
  };
  // Connections complete into the queue until it is full; the first that does not is stuck.
  for (;;) {
    const socket = connect(number, '127.0.0.1');
    fillers.push(socket);
    const connected = await Promise.race([
      once(socket, 'connect').then(() => true),
      sleep(300).then(() => false),
    ]);
    if (!connected) return { number, close };
    if (fillers.length > 64) {
      close();
      throw new Error('the listener kept accepting connections');
    }
  }
}
