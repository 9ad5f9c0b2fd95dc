/**
 * The client address as the nearest proxy (or Next.js itself) saw it: the last hop of
 * X-Forwarded-For, since the first ones are whatever the client chose to send.
 */
export function clientIpOf(headers: Headers): string {
  const hops =
    headers
      .get('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean) ?? [];
  return hops.at(-1) ?? headers.get('x-real-ip') ?? 'unknown';
}
