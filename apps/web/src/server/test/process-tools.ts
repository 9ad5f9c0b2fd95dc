/**
 * What the fault tests do to the processes they spawn (packages/db/test/spawn-coffer.ts
 * spawns them).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { WORKSPACE_ROOT } from '../../../../../packages/db/test/spawn-coffer';

/** The fault tests run `pnpm start`, the production build: say so when it is missing. */
export function assertProductionBuild(): void {
  if (!existsSync(path.join(WORKSPACE_ROOT, 'apps/web/.next/BUILD_ID'))) {
    throw new Error('the fault tests run the production build: run `pnpm build` first');
  }
}

export async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function signalProcess(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

export function signalGroup(group: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-group, signal);
  } catch {
    // Already gone.
  }
}

/** A process's parent, from /proc (Linux): the field after the command name, which may hold spaces. */
export function parentPid(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
