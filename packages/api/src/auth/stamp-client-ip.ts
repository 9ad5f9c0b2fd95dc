import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import ipaddr from 'ipaddr.js';
import proxyAddr from 'proxy-addr';
import { CLIENT_IP_HEADER } from './client-ip';

export { CLIENT_IP_HEADER };

/** Which peers may say, in X-Forwarded-For, whom they forward (packages/env: TRUSTED_PROXY_*). */
export type TrustedProxies = { hops: number; cidrs: readonly string[] };

/**
 * The function Coffer's HTTP servers (apps/web/src/server and the tests' server) call on
 * every request: it sets CLIENT_IP_HEADER to the client's address and overwrites any copy
 * the client sent.
 *
 * The address is the TCP peer's. Only when the peer is a trusted proxy is X-Forwarded-For
 * read, from its end: each trusted proxy appended the address it saw, so the walk stops at
 * the first address that is not a trusted proxy. Entries to the left of that are whatever
 * the client wrote, and never count. With `hops`, the first `hops` addresses from the end
 * (the peer included) are trusted; with `cidrs`, addresses inside those ranges.
 */
export function clientIpStamper(trusted: TrustedProxies): (request: IncomingMessage) => void {
  const trust =
    trusted.hops > 0
      ? (_address: string, hop: number) => hop < trusted.hops
      : proxyAddr.compile([...trusted.cidrs]);
  // Without X-Forwarded-For the address is the peer's, the same for every request of a
  // keep-alive connection: worked out once per connection, not parsed again per request.
  const peers = new WeakMap<Socket, string>();
  return (request) => {
    const direct = request.headers['x-forwarded-for'] === undefined;
    let address = direct ? peers.get(request.socket) : undefined;
    if (address === undefined) {
      address = canonicalAddress(proxyAddr(request, trust));
      if (direct) peers.set(request.socket, address);
    }
    request.headers[CLIENT_IP_HEADER] = address;
  };
}

/**
 * One spelling per address, so that one client has one budget: an IPv4 peer of a dual-stack
 * socket (`::ffff:192.0.2.1`) counts as `192.0.2.1`. Anything unparseable shares `unknown`.
 */
function canonicalAddress(address: string | undefined): string {
  if (address === undefined || !ipaddr.isValid(address)) return 'unknown';
  return ipaddr.process(address).toString();
}
