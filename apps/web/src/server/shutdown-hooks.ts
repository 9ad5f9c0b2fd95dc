/**
 * What Coffer's server must stop on SIGTERM besides HTTP (start-up.ts makes the list): live
 * streams end before the HTTP drain, job workers after it.
 */
export type ShutdownHooks = {
  beforeDrain: (() => Promise<void>)[];
  afterDrain: ((graceMs: number) => Promise<void>)[];
};

/** Runs each hook of a phase, reporting (not throwing) a failure: the shutdown goes on. */
async function runShutdownHooks(hooks: (() => Promise<void>)[]): Promise<void> {
  for (const result of await Promise.allSettled(hooks.map((hook) => hook()))) {
    if (result.status === 'rejected')
      console.error('[coffer] shutdown step failed:', result.reason);
  }
}

// The job queue needs a moment to close even when the drain took the whole grace period.
const MIN_CLOSE_MS = 1_000;

/**
 * The shutdown's phases within one grace period: streams end, the HTTP drain takes what it
 * needs of `graceMs`, and the after-drain hooks (job workers finishing their jobs) get what
 * is left, at least 1 s: SIGTERM ends within the grace, not twice it. Resolves with the
 * number of requests the drain cut off.
 */
export async function drainWithin(
  graceMs: number,
  drainServer: (graceMs: number) => Promise<number>,
  hooks: ShutdownHooks,
): Promise<number> {
  const deadline = Date.now() + graceMs;
  await runShutdownHooks(hooks.beforeDrain);
  const cutOff = await drainServer(Math.max(0, deadline - Date.now()));
  const left = Math.max(MIN_CLOSE_MS, deadline - Date.now());
  await runShutdownHooks(hooks.afterDrain.map((hook) => () => hook(left)));
  return cutOff;
}
