import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** WEBHOOK_PRIVATE_NETWORKS (docs/activity.md, "Webhooks"). */
export type PrivateNetworkPolicy = 'deny' | 'allow';

export type WebhookPostOutcome = { status: number | null; error: string };

/**
 * An address on the public internet: not loopback, private, link-local (the cloud metadata
 * service at 169.254.169.254), carrier-grade NAT, unique-local, multicast or reserved. An
 * IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as IPv4.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  // IPv6's public unicast is 2000::/3; ipaddr.js calls the deprecated IPv4-compatible
  // addresses (::7f00:1, ::a00:1) unicast too.
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

// An endpoint that does not even accept the connection this soon is not waited for: the
// rest of `timeoutMs` is for its answer.
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * POSTs a webhook delivery, following no redirect, within `timeoutMs` (its connection within
 * 3 s of it). With `deny`, the
 * connection goes only to public addresses: the name is resolved once and the address that
 * was checked is the one connected to, so a name that changes its answer between a check
 * and the connection (DNS rebinding) cannot reach the operator's network. Only the status
 * counts: the answer's body is not read.
 */
export function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  options: { timeoutMs: number; privateNetworks: PrivateNetworkPolicy },
): Promise<WebhookPostOutcome> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[|\]$/g, '');
  const deny = options.privateNetworks === 'deny';
  if (deny && isIP(host) !== 0 && !isPublicAddress(host)) {
    return Promise.resolve({ status: null, error: refusal(host, host) });
  }
  const request = target.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve) => {
    const outgoing = request(target, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'Coffer-Webhooks',
        ...headers,
      },
      lookup: deny ? publicOnlyLookup : undefined,
      // A connection of its own, never a proxy from the environment (NODE_USE_ENV_PROXY on
      // newer Node.js), whose address the check above would not have judged.
      agent: false,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    outgoing.on('socket', (socket) => {
      if (!socket.connecting) return;
      const connectTimeout = Math.min(CONNECT_TIMEOUT_MS, options.timeoutMs);
      const timer = setTimeout(() => {
        const error = new Error(`no connection within ${connectTimeout} ms`);
        outgoing.destroy(Object.assign(error, { code: 'ETIMEDOUT' }));
      }, connectTimeout);
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    outgoing.on('response', (response) => {
      response.destroy();
      const status = response.statusCode ?? null;
      resolve({ status, error: `HTTP ${status}` });
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      resolve({
        status: null,
        error: error.code ? `${error.message} (${error.code})` : error.message,
      });
    });
    outgoing.end(body);
  });
}

function refusal(host: string, address: string): string {
  return `${host} is ${address}, not a public address (WEBHOOK_PRIVATE_NETWORKS=deny)`;
}

/** dns.lookup that fails when any address of the name is not public. */
const publicOnlyLookup: LookupFunction = (hostname, options: LookupOptions, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    const [first] = addresses;
    if (refused || !first) {
      const reason = refused ? refusal(hostname, refused.address) : `${hostname}: no address`;
      callback(Object.assign(new Error(reason), { code: 'EPRIVATEADDRESS' }), '', 0);
    } else if (options.all) {
      // net asks for every address when it tries them in turn (autoSelectFamily).
      (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, addresses);
    } else {
      callback(null, first.address, first.family);
    }
  });
};
