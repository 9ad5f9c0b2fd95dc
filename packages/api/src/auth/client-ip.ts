/**
 * The header in which Coffer's HTTP server hands each request's client address to the app.
 * The server sets it on every request (stamp-client-ip.ts), replacing any copy the client
 * sent, so the app never reads an address the client chose.
 */
export const CLIENT_IP_HEADER = 'x-coffer-client-ip';

/** The client address found by the HTTP server; `unknown` where no server set it. */
export function clientIpOf(headers: Headers): string {
  return headers.get(CLIENT_IP_HEADER) ?? 'unknown';
}
