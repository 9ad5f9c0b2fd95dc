import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CLIENT_IP_HEADER } from './client-ip';
import { clientIpStamper, type TrustedProxies } from './stamp-client-ip';

/** The address a real loopback server stamps on a request that carries `headers`. */
async function stampedAddress(
  trusted: TrustedProxies,
  headers: Record<string, string>,
): Promise<string | string[] | undefined> {
  const [seen] = await stampedAddresses(trusted, [headers]);
  return seen;
}

/** The same for requests sent one after the other on one keep-alive connection. */
async function stampedAddresses(
  trusted: TrustedProxies,
  requests: Record<string, string>[],
): Promise<(string | string[] | undefined)[]> {
  const stamp = clientIpStamper(trusted);
  const seen: (string | string[] | undefined)[] = [];
  const peers = new Set<unknown>();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const server = createServer((request, response) => {
    stamp(request);
    seen.push(request.headers[CLIENT_IP_HEADER]);
    peers.add(request.socket);
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    for (const headers of requests) {
      await new Promise((resolve, reject) => {
        request({ port, host: '127.0.0.1', headers, agent }, (answer) =>
          answer.resume().on('end', resolve),
        )
          .on('error', reject)
          .end();
      });
    }
    expect(peers.size).toBe(1);
    return seen;
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

const NO_PROXY: TrustedProxies = { hops: 0, cidrs: [] };

describe('clientIpStamper', () => {
  it('takes the TCP peer by default, whatever the client claims', async () => {
    expect(
      await stampedAddress(NO_PROXY, {
        'x-forwarded-for': '203.0.113.9, 198.51.100.7',
        'x-real-ip': '203.0.113.10',
        [CLIENT_IP_HEADER]: '203.0.113.11',
      }),
    ).toBe('127.0.0.1');
  });

  it('reads X-Forwarded-For of every request of a connection, not only the first', async () => {
    // The peer's own address is kept per connection (it cannot change); a forwarded one is not.
    const oneHop = { hops: 1, cidrs: [] };
    expect(
      await stampedAddresses(oneHop, [
        {},
        { 'x-forwarded-for': '203.0.113.9' },
        {},
        { 'x-forwarded-for': '198.51.100.7' },
      ]),
    ).toEqual(['127.0.0.1', '203.0.113.9', '127.0.0.1', '198.51.100.7']);
  });

  it('behind one trusted hop, takes the address that proxy appended', async () => {
    const oneHop = { hops: 1, cidrs: [] };
    expect(await stampedAddress(oneHop, { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' })).toBe(
      '198.51.100.7',
    );
    // The proxy was bypassed: the peer is all there is.
    expect(await stampedAddress(oneHop, {})).toBe('127.0.0.1');
  });

  it('behind two trusted hops, goes one entry further and no more', async () => {
    expect(
      await stampedAddress(
        { hops: 2, cidrs: [] },
        { 'x-forwarded-for': '192.0.2.66, 203.0.113.9, 198.51.100.7' },
      ),
    ).toBe('203.0.113.9');
  });

  it('with trusted ranges, skips the proxies inside them and stops at the first other address', async () => {
    const forwarded = { 'x-forwarded-for': '192.0.2.66, 203.0.113.9, 10.1.2.3' };
    expect(await stampedAddress({ hops: 0, cidrs: ['127.0.0.0/8'] }, forwarded)).toBe('10.1.2.3');
    expect(await stampedAddress({ hops: 0, cidrs: ['127.0.0.0/8', '10.0.0.0/8'] }, forwarded)).toBe(
      '203.0.113.9',
    );
    // A peer outside the ranges is the client, whatever it forwards.
    expect(await stampedAddress({ hops: 0, cidrs: ['10.0.0.0/8'] }, forwarded)).toBe('127.0.0.1');
  });

  it('spells an address one way, and puts what is not an address in one shared bucket', async () => {
    const oneHop = { hops: 1, cidrs: [] };
    expect(await stampedAddress(oneHop, { 'x-forwarded-for': '::ffff:198.51.100.7' })).toBe(
      '198.51.100.7',
    );
    expect(await stampedAddress(oneHop, { 'x-forwarded-for': '2001:DB8:0:0::1' })).toBe(
      '2001:db8::1',
    );
    expect(await stampedAddress(oneHop, { 'x-forwarded-for': 'not-an-address' })).toBe('unknown');
  });
});
