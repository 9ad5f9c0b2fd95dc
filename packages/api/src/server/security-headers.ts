import type { IncomingMessage, ServerResponse } from 'node:http';

const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Frame-Options', 'DENY'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

/**
 * A policy for what neither the pages' proxy nor a handler gives one (static files, the OAuth
 * answers). Not under /api: the avatar answers with a stricter policy of its own
 * (`default-src 'none'; sandbox`).
 */
const FALLBACK_POLICY = "frame-ancestors 'none'";

/**
 * The headers every answer carries, set before the dispatch. They were next.config.ts
 * `headers()` rules, which Next.js matches against every request's path (route matching, its
 * tracer around it) at a measurable cost per request (packages/bench/README.md); here they
 * cost a string test. The pages' proxy replaces the fallback policy with the page's nonce
 * policy; an answer of packages/api's table that sets one of these headers (an OAuth page's
 * policy, the avatar's) replaces it with its own (serve-fetch.ts).
 */
export function setSecurityHeaders(request: IncomingMessage, response: ServerResponse): void {
  for (const [name, value] of SECURITY_HEADERS) response.setHeader(name, value);
  if (!request.url?.startsWith('/api/')) {
    response.setHeader('Content-Security-Policy', FALLBACK_POLICY);
  }
}
