/**
 * Whether an error means "the database cannot be reached right now" (down, restarting,
 * refusing connections, out of connections, every connection of the pool busy), as opposed to a query that failed. Callers
 * answer 503 with Retry-After for these instead of a 500: the request may well succeed later.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; isObject(current) && depth < 8; depth++) {
    if (typeof current['code'] === 'string' && UNAVAILABLE_CODE.test(current['code'])) return true;
    if (typeof current['kind'] === 'string' && UNAVAILABLE_KINDS.has(current['kind'])) return true;
    if (typeof current['message'] === 'string' && BUSY_MESSAGE.test(current['message']))
      return true;
    const meta = current['meta'];
    current =
      isObject(meta) && meta['driverAdapterError'] ? meta['driverAdapterError'] : current['cause'];
  }
  return false;
}

/**
 * Prisma's "can't reach", "timed out", "closed the connection" and pool-timeout codes; Node's
 * socket errors; PostgreSQL's classes 08 (connection exception) and 57P (shutting down,
 * starting up), and 53300 (too many connections).
 */
const UNAVAILABLE_CODE =
  /^(P1001|P1002|P1008|P1017|P2024|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|08\w{3}|57P\d{2}|53300)$/;

/**
 * Every connection is taken, and stayed so for DATABASE_POOL_WAIT_SECONDS: pg's pool, and
 * Prisma starting a transaction (P2028, whose other cases are bugs and stay 500s).
 */
const BUSY_MESSAGE =
  /^timeout exceeded when trying to connect$|Unable to start a transaction in the given time/;

/** The error kinds of Prisma's driver adapters for the same situations. */
const UNAVAILABLE_KINDS = new Set([
  'DatabaseNotReachable',
  'ConnectionClosed',
  'SocketTimeout',
  'TooManyConnections',
]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
