import type { LoadResult } from './load';

export type MeasureSettings = {
  connections: number;
  warmUpRequests: number;
  /** Aimed length of the measurement: the warm-up's rate decides how many requests fill it. */
  targetSeconds: number;
  /** Bounds on the measured requests (what must be prepared ahead: codes, challenges…). */
  minRequests: number;
  maxRequests: number;
};

/** Prepares `amount` requests, then sends them over `connections` connections. */
export type LoadRun = (amount: number, connections: number) => Promise<LoadResult>;

/**
 * One request alone (first-use work such as a signing key, a sanity check of the set-up),
 * a warm-up (JIT, pools, caches), then the measurement, sized from the warm-up's rate so
 * that what is prepared ahead is used up in about `targetSeconds`.
 */
export async function warmUpThenMeasure(
  name: string,
  run: LoadRun,
  settings: MeasureSettings,
): Promise<LoadResult> {
  assertSucceeded(name, 'first request', await run(1, 1));
  const warmUp = await run(settings.warmUpRequests, settings.connections);
  assertSucceeded(name, 'warm-up', warmUp);
  const planned = Math.round(warmUp.successesPerSecond * settings.targetSeconds);
  const amount = Math.min(settings.maxRequests, Math.max(settings.minRequests, planned));
  return run(amount, settings.connections);
}

function assertSucceeded(name: string, phase: string, result: LoadResult): void {
  if (result.successes === 0) {
    throw new Error(
      `${name}: no 200 answer during the ${phase}; first failure: ${result.firstFailure ?? 'none'} (${result.errors} connection errors)`,
    );
  }
}
