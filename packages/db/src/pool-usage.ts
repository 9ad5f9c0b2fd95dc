import { currentPool } from './pool';

/**
 * The process pool's connections now (all zero before the first query), for the metrics:
 * a module of its own, so that reading them does not load Prisma.
 */
export function poolUsage(): { total: number; idle: number; waiting: number } {
  const pool = currentPool();
  return {
    total: pool?.totalCount ?? 0,
    idle: pool?.idleCount ?? 0,
    waiting: pool?.waitingCount ?? 0,
  };
}
