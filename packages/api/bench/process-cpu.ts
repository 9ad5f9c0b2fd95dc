import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

// /proc/<pid>/stat counts CPU time in clock ticks of USER_HZ, 100 a second on Linux.
const MS_PER_TICK = 10;

/**
 * CPU time (user + system, every thread) used so far by a process and all its living
 * descendants: for Coffer, pnpm → with-database → Next.js and PostgreSQL with its backends.
 * 0 where /proc is not available.
 */
export function processTreeCpuMs(rootPid: number): number {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return 0;
  }
  const stats = new Map<number, { parent: number; ticks: number }>();
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of stats)
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    ticks += stats.get(pid)?.ticks ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return ticks * MS_PER_TICK;
}

/** CPU time used by the whole machine so far, every core summed. */
export function machineBusyCpuMs(): number {
  return os
    .cpus()
    .reduce((sum, { times }) => sum + times.user + times.nice + times.sys + times.irq, 0);
}

/** CPU time used by this process so far (the load generator). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function readStat(pid: number): { parent: number; ticks: number } | undefined {
  try {
    // The command name, in parentheses, may hold spaces: the fields that matter follow it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the name: state, ppid, … utime (14th field of the line) and stime (15th).
    return { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}
