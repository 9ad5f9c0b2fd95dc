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
  return run(await warmUp(name, run, settings), settings.connections);
}

/** The first request and the warm-up; resolves to the number of requests to measure. */
export async function warmUp(
  name: string,
  run: LoadRun,
  settings: MeasureSettings,
): Promise<number> {
  assertSucceeded(name, 'first request', await run(1, 1));
  const warmedUp = await run(settings.warmUpRequests, settings.connections);
  assertSucceeded(name, 'warm-up', warmedUp);
  const planned = Math.round(warmedUp.successesPerSecond * settings.targetSeconds);
  return Math.min(settings.maxRequests, Math.max(settings.minRequests, planned));
}

function assertSucceeded(name: string, phase: string, result: LoadResult): void {
  if (result.successes === 0) {
    throw new Error(
      `${name}: no 200 answer during the ${phase}; first failure: ${result.firstFailure ?? 'none'} (${result.errors} connection errors)`,
    );
  }
}
