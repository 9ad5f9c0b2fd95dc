import type { LoadResult } from './load';
import { warmUp, type LoadRun, type MeasureSettings } from './measure';

export type InterleavedTarget = { name: string; run: LoadRun };

/**
 * Measures several servers in turns (A, B, C, A, B, C…) rather than one after the other:
 * on a machine shared with other work, a burst of load then falls on every server alike,
 * and the ratios between them stay meaningful when the absolute rates do not.
 */
export type InterleavedResults = Map<string, { total: LoadResult; rounds: LoadResult[] }>;

export async function measureInterleaved(
  targets: InterleavedTarget[],
  settings: MeasureSettings,
  rounds: number,
): Promise<InterleavedResults> {
  const amounts = new Map<string, number>();
  for (const target of targets) {
    amounts.set(target.name, Math.ceil((await warmUp(target.name, target.run, settings)) / rounds));
  }
  const results = new Map(targets.map((target) => [target.name, [] as LoadResult[]]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) {
      results
        .get(target.name)!
        .push(await target.run(amounts.get(target.name)!, settings.connections));
    }
  }
  return new Map(
    [...results].map(([name, measured]) => [
      name,
      { total: mergeRounds(measured), rounds: measured },
    ]),
  );
}

/** The rounds as one run: rates over the summed time, CPU per answer over all answers. */
function mergeRounds(rounds: LoadResult[]): LoadResult {
  const sum = (pick: (result: LoadResult) => number) =>
    rounds.reduce((total, result) => total + pick(result), 0);
  const successes = sum((result) => result.successes);
  const seconds = sum((result) => result.seconds);
  const failuresByStatus: Record<string, number> = {};
  for (const result of rounds) {
    for (const [status, count] of Object.entries(result.failuresByStatus)) {
      failuresByStatus[status] = (failuresByStatus[status] ?? 0) + count;
    }
  }
  const perSuccess = (pick: (result: LoadResult) => number) =>
    successes > 0 ? sum((result) => pick(result) * result.successes) / successes : 0;
  return {
    successes,
    failuresByStatus,
    errors: sum((result) => result.errors),
    successesPerSecond: seconds > 0 ? successes / seconds : 0,
    // Latency histograms are not kept per round: the median of the rounds' medians, the worst p99.
    p50Ms:
      rounds.map((result) => result.p50Ms).sort((a, b) => a - b)[Math.floor(rounds.length / 2)] ??
      0,
    p99Ms: Math.max(...rounds.map((result) => result.p99Ms)),
    seconds,
    serverCpuMsPerSuccess: perSuccess((result) => result.serverCpuMsPerSuccess),
    databaseCpuMsPerSuccess: perSuccess((result) => result.databaseCpuMsPerSuccess),
    othersCpuShare:
      seconds > 0 ? sum((result) => result.othersCpuShare * result.seconds) / seconds : 0,
    firstFailure: rounds.find((result) => result.firstFailure)?.firstFailure,
  };
}
