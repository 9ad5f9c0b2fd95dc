import type { ExchangeFloor } from './exchange-floor';
import type { InterleavedResults } from './interleave';
import type { LoadResult } from './load';

const OWN_WORK_GOAL_MS = 1.0;

/** `812 req/s p50 11 ms p99 35 ms` */
export function formatRate(result: LoadResult, unit: string): string {
  return `${Math.round(result.successesPerSecond)} ${unit} p50 ${result.p50Ms} ms p99 ${result.p99Ms} ms`;
}

/** What the rate is made of: 200 answers, every other status, connection errors, CPU. */
export function formatCounts(result: LoadResult): string {
  const failures = Object.entries(result.failuresByStatus).map(
    ([status, count]) => `${count} × ${status}`,
  );
  return [
    `${result.successes} × 200 in ${result.seconds.toFixed(1)} s`,
    `non-200: ${failures.length > 0 ? failures.join(', ') : 'none'}`,
    ...(result.errors > 0 ? [`connection errors: ${result.errors}`] : []),
    `server CPU ${result.serverCpuMsPerSuccess.toFixed(1)} ms per 200 (PostgreSQL ${result.databaseCpuMsPerSuccess.toFixed(1)})`,
  ].join(', ');
}

// Above this share of the machine taken by other processes, the rates are not the servers'.
const BUSY_MACHINE_SHARE = 0.1;

/** A warning when other processes competed for the CPU during a measurement. */
export function formatBusyMachine(name: string, result: LoadResult): string[] {
  if (result.othersCpuShare <= BUSY_MACHINE_SHARE) return [];
  const percent = Math.round(result.othersCpuShare * 100);
  return [
    `  ⚠ ${name}: other processes used ${percent}% of the machine's CPU during the run; its rate is understated.`,
  ];
}

/** The first refused answer, when there was one. */
export function formatFirstFailure(name: string, result: LoadResult): string[] {
  return result.firstFailure ? [`  ${name} first non-200: ${result.firstFailure}`] : [];
}

/**
 * What a DPoP proof adds to each server's code→token exchange, from the Bearer row and the
 * DPoP row of the same run: server CPU per exchange (the steadier figure) and the rate.
 */
export function formatDpopCost(bearer: InterleavedResults, dpop: InterleavedResults): string[] {
  const lines = ['  DPoP against Bearer, per server (same run):'];
  for (const [name, { total }] of dpop) {
    const without = bearer.get(name)?.total;
    if (!without) continue;
    const extraMs = total.serverCpuMsPerSuccess - without.serverCpuMsPerSuccess;
    lines.push(
      `    ${name}: server CPU ${without.serverCpuMsPerSuccess.toFixed(1)} → ` +
        `${total.serverCpuMsPerSuccess.toFixed(1)} ms per exchange (${extraMs >= 0 ? '+' : ''}${extraMs.toFixed(1)} ms), ` +
        `${Math.round(without.successesPerSecond)} → ${Math.round(total.successesPerSecond)} req/s`,
    );
  }
  return lines;
}

/**
 * The exchange's fixed costs at Coffer and the ratio they allow: were the database and the
 * domain code free, Coffer would still spend their sum per exchange (CPU-bound rates).
 */
export function formatExchangeFloor(
  floor: ExchangeFloor,
  exchanges: InterleavedResults,
  idTokenKey: string,
): string[] {
  const total = floor.routeMs + floor.idTokenSignatureMs + floor.assertionVerificationMs;
  const coffer = exchanges.get('Coffer')!.total;
  const provider = exchanges.get('oidc-provider (PostgreSQL)')!.total;
  const ownMs = coffer.serverCpuMsPerSuccess - total;
  return [
    `  coffer floor: route layer ${floor.routeMs.toFixed(1)} ms (GET discovery, no database) + ` +
      `${idTokenKey} ID token signature ${floor.idTokenSignatureMs.toFixed(1)} ms + ` +
      `ES256 assertion check ${floor.assertionVerificationMs.toFixed(1)} ms = ${total.toFixed(1)} ms ` +
      `per exchange before any work of its own`,
    `  → against oidc-provider's (PostgreSQL) ${provider.serverCpuMsPerSuccess.toFixed(1)} ms per exchange, ` +
      `the ratio cannot exceed ${(provider.serverCpuMsPerSuccess / total).toFixed(2)} with this stack`,
    `Coffer's own work per exchange (server CPU ${coffer.serverCpuMsPerSuccess.toFixed(1)} ms − floor ${total.toFixed(1)} ms): ` +
      `${ownMs.toFixed(1)} ms (goal ≤ ${OWN_WORK_GOAL_MS.toFixed(1)} ms; ratio to goal ${(ownMs / OWN_WORK_GOAL_MS).toFixed(2)})`,
    // The floor has no database: PostgreSQL's CPU is all in the own work, and beside the
    // peer's own PostgreSQL CPU it says whether the statements or the server's code weigh.
    `  of which PostgreSQL ${coffer.databaseCpuMsPerSuccess.toFixed(1)} ms (oidc-provider's: ` +
      `${provider.databaseCpuMsPerSuccess.toFixed(1)} ms) and Coffer's server code ` +
      `${(ownMs - coffer.databaseCpuMsPerSuccess).toFixed(1)} ms`,
  ];
}
