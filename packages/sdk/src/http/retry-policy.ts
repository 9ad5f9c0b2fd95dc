/**
 * When the SDK sends a request again (docs/sdk.md#retries): only a request that is safe to
 * repeat, after an answer that says to try later or no answer at all.
 */

/** The first backoff, doubled at each retry up to MAX_BACKOFF_MS, with jitter. */
const FIRST_BACKOFF_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** A server asking to wait longer than this is not waited for: the error is the caller's. */
export const MAX_RETRY_AFTER_MS = 60_000;

const RETRIED_STATUSES = new Set([429, 503]);
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']);

/**
 * Whether a request may be sent twice without doing twice what it does: the idempotent methods
 * (RFC 9110 §9.2.2), and a POST that carries an Idempotency-Key (docs/http-api.md).
 */
export function isRepeatable(method: string, headers: Headers): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) || headers.has('idempotency-key');
}

/** An answer that says the same request may succeed later: 429 and 503. */
export function isRetriedStatus(status: number): boolean {
  return RETRIED_STATUSES.has(status);
}

/**
 * How long to wait before retry number `retry` (1, 2…): the server's `Retry-After` (seconds or
 * an HTTP date) when it gave one, else exponential backoff with jitter (half fixed, half
 * random, so clients that failed together do not come back together). Null when the server
 * asks for longer than MAX_RETRY_AFTER_MS.
 */
export function retryDelayMs(
  retry: number,
  retryAfter: string | null,
  random: () => number = Math.random,
): number | null {
  const asked = retryAfterMs(retryAfter);
  if (asked !== null) return asked > MAX_RETRY_AFTER_MS ? null : asked;
  const backoff = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (retry - 1));
  return Math.round(backoff / 2 + (random() * backoff) / 2);
}

function retryAfterMs(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
