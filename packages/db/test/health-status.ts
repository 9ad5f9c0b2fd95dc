/**
 * The status of GET /api/health/ready at `origin` (the database and the file storage answer),
 * or 0 when nothing answers within `withinMs`.
 * The wait is raced against a timer of its own, not only aborted: a fetch aborted while its
 * body is being read may never settle (nodejs/node#56917). That happened to the SDK suite's
 * global set-up, which has no timeout, on a loaded machine: a first answer of a starting
 * Coffer slower than the limit left the run waiting until CI's deadline.
 */
export async function healthStatus(origin: string, withinMs = 2000): Promise<number> {
  const controller = new AbortController();
  const timedOut = new Promise<number>((resolve) => {
    controller.signal.addEventListener('abort', () => {
      resolve(0);
    });
  });
  const timer = setTimeout(() => {
    controller.abort();
  }, withinMs);
  const answered = fetch(`${origin}/api/health/ready`, { signal: controller.signal })
    .then(async (response) => {
      await response.arrayBuffer();
      return response.status;
    })
    .catch(() => 0);
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
