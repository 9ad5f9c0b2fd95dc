import type pg from 'pg';

/** Where client.ts keeps the process's pool. */
export type PoolHolder = { cofferPool?: pg.Pool };

/**
 * The process pool's connections now (all zero before the first query), for the metrics:
 * a module of its own, so that reading them does not load Prisma.
 */
export function poolUsage(): { total: number; idle: number; waiting: number } {
  const pool = (globalThis as PoolHolder).cofferPool;
  return {
    total: pool?.totalCount ?? 0,
    idle: pool?.idleCount ?? 0,
    waiting: pool?.waitingCount ?? 0,
  };
}
