import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
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
