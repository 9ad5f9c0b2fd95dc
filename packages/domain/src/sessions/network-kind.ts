import ipaddr from 'ipaddr.js';

/**
 * What a session's network (networkOf) is to a person: the server's own computer (a browser
 * on the machine Coffer runs on), a local network, or the internet; null when unknown. The
 * pages word each ("this computer" rather than "::/48"): docs/identities.md#sessions.
 */
export type NetworkKind = 'loopback' | 'local' | 'internet';

export function networkKindOf(network: string | null): NetworkKind | null {
  if (network === null || !ipaddr.isValidCIDR(network)) return null;
  const [address] = ipaddr.parseCIDR(network);
  const range = address.range();
  // ::1 is kept as ::/48, whose first address is "unspecified": no browser comes from there.
  if (range === 'loopback' || range === 'unspecified') return 'loopback';
  if (range === 'private' || range === 'uniqueLocal' || range === 'linkLocal') return 'local';
  return 'internet';
}
