import ipaddr from 'ipaddr.js';

/**
 * Where a session comes from, coarsely: the IPv4 /24 or IPv6 /48 around the address, enough
 * for a person to tell "home" from "somewhere else" without Coffer keeping the address
 * itself (docs/identities.md#sessions). Null for an address the server could not read.
 */
export function networkOf(clientIp: string): string | null {
  if (!ipaddr.isValid(clientIp)) return null;
  const address = ipaddr.process(clientIp);
  if (address.kind() === 'ipv4') {
    const [a, b, c] = address.toByteArray();
    return `${a}.${b}.${c}.0/24`;
  }
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 3);
  // In IPv6's own short form: 2001:db8:85a3::/48.
  return `${new ipaddr.IPv6([...prefix, 0, 0, 0, 0, 0]).toString()}/48`;
}
