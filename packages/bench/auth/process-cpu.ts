import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

// /proc/<pid>/stat counts CPU time in clock ticks of USER_HZ, 100 a second on Linux.
const MS_PER_TICK = 10;

/** CPU time of a process tree, and the part of it spent by PostgreSQL's processes. */
export type TreeCpu = { totalMs: number; postgresMs: number };

/**
 * CPU time (user + system, every thread) used so far by a process and all its
 * descendants, living or reaped by one of them: for Coffer, pnpm → with-database → Next.js and PostgreSQL with its backends.
 * PostgreSQL's share is told apart by process name, to show what the database costs.
 * 0 where /proc is not available.
 */
export function processTreeCpu(rootPid: number): TreeCpu {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return { totalMs: 0, postgresMs: 0 };
  }
  const stats = new Map<number, ProcessStat>();
  for (const pid of pids) {
    const stat = readStat(pid);
    if (stat) stats.set(pid, stat);
  }
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of stats)
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  let ticks = 0;
  let postgresTicks = 0;
  const pending = [rootPid];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    const stat = stats.get(pid);
    ticks += stat?.ticks ?? 0;
    if (stat?.name === 'postgres') postgresTicks += stat.ticks;
    pending.push(...(children.get(pid) ?? []));
  }
  return { totalMs: ticks * MS_PER_TICK, postgresMs: postgresTicks * MS_PER_TICK };
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

type ProcessStat = { name: string; parent: number; ticks: number };

function readStat(pid: number): ProcessStat | undefined {
  try {
    // The command name, in parentheses, may hold spaces: the fields that matter follow it.
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = line.slice(line.indexOf('(') + 1, line.lastIndexOf(')'));
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
    // After the name: state, ppid, … utime (14th field of the line), stime (15th), and the
    // same of the children it has reaped (cutime, cstime): PostgreSQL's postmaster reaps the
    // backends of closed connections, whose time would otherwise vanish from the sum.
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { name, parent: Number(fields[1]), ticks: utime + stime + cutime + cstime };
  } catch {
    return undefined;
  }
}
