// delay-seconds of RFC 9110 §10.2.3: digits only (Number() would also take "1e3" or " ").
const DELAY_SECONDS = /^\d+$/;

/**
 * The wait a Retry-After header asks for, in seconds. Coffer sends whole seconds (locks,
 * rate limits, an unreachable database); an HTTP date or no header is no known wait.
 */
export function parseRetryAfter(value: string | null | undefined): number | null {
  if (value === null || value === undefined || !DELAY_SECONDS.test(value.trim())) return null;
  const seconds = Number(value);
  return seconds > 0 ? seconds : null;
}
