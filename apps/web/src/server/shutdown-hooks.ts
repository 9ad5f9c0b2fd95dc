/**
 * Work the app starts inside Next.js (instrumentation.ts) and Coffer's server must stop on
 * SIGTERM: live streams end before the HTTP drain (they never finish by themselves), job
 * workers stop after it (a request may still enqueue). The two sides are separate module
 * graphs (Next.js bundles instrumentation.ts), so the hooks live on globalThis.
 */
export type ShutdownHooks = {
  beforeDrain: (() => Promise<void>)[];
  afterDrain: ((graceMs: number) => Promise<void>)[];
};

const KEY = Symbol.for('coffer.shutdownHooks');

export function shutdownHooks(): ShutdownHooks {
  const holder = globalThis as typeof globalThis & { [KEY]?: ShutdownHooks };
  holder[KEY] ??= { beforeDrain: [], afterDrain: [] };
  return holder[KEY];
}

/** Runs each hook of a phase, reporting (not throwing) a failure: the shutdown goes on. */
export async function runShutdownHooks(hooks: (() => Promise<void>)[]): Promise<void> {
  for (const result of await Promise.allSettled(hooks.map((hook) => hook()))) {
    if (result.status === 'rejected')
      console.error('[coffer] shutdown step failed:', result.reason);
  }
}
