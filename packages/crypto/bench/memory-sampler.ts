import { readdirSync, readFileSync } from 'node:fs';
import type { CDPSession } from '@playwright/test';

export interface MemoryPeaks {
  /** Peak growth of the page's V8 heap (used size) over the phase's start, in bytes. */
  jsHeap: number;
  /** Peak growth of ArrayBuffer backing stores, which live outside the JS heap. */
  arrayBuffers: number;
  /** Peak growth of the resident memory of this browser's renderer processes. */
  rendererRss: number;
}

/**
 * Samples the page's memory every few milliseconds while a phase runs: V8 heap and ArrayBuffer
 * backing stores through CDP Runtime.getHeapUsage, and renderer RSS from /proc (renderers are
 * the descendants of this Node process whose command line says --type=renderer). The peaks
 * include garbage V8 has not collected yet (it reclaims ArrayBuffers lazily). Timing runs are
 * separate: sampling competes with the page for the CPU.
 */
export async function samplePeaks(
  cdp: CDPSession,
  phase: () => Promise<unknown>,
): Promise<MemoryPeaks> {
  const renderers = findRendererPids();
  await cdp.send('HeapProfiler.collectGarbage');
  const baseline = await sample(cdp, renderers);
  const peak = { ...baseline };
  const phaseDone = new AbortController();
  const sampler = (async () => {
    while (!phaseDone.signal.aborted) {
      const current = await sample(cdp, renderers);
      peak.jsHeap = Math.max(peak.jsHeap, current.jsHeap);
      peak.arrayBuffers = Math.max(peak.arrayBuffers, current.arrayBuffers);
      peak.rendererRss = Math.max(peak.rendererRss, current.rendererRss);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  try {
    await phase();
  } finally {
    phaseDone.abort();
    await sampler;
  }
  return {
    jsHeap: peak.jsHeap - baseline.jsHeap,
    arrayBuffers: peak.arrayBuffers - baseline.arrayBuffers,
    rendererRss: peak.rendererRss - baseline.rendererRss,
  };
}

async function sample(cdp: CDPSession, renderers: number[]): Promise<MemoryPeaks> {
  const usage = (await cdp.send('Runtime.getHeapUsage')) as {
    usedSize: number;
    backingStorageSize?: number;
  };
  return {
    jsHeap: usage.usedSize,
    arrayBuffers: usage.backingStorageSize ?? Number.NaN,
    rendererRss: residentBytes(renderers),
  };
}

function findRendererPids(): number[] {
  const parents = new Map<number, number>();
  const renderers: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parents.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer'))
        renderers.push(pid);
    } catch {
      // The process ended while being read.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (
      let current = parents.get(pid);
      current !== undefined && current > 1;
      current = parents.get(current)
    ) {
      if (current === process.pid) return true;
    }
    return false;
  };
  return renderers.filter(isOurs);
}

function residentBytes(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(match?.[1] ?? 0) * 1024;
    } catch {
      // The process ended while being read.
    }
  }
  return total;
}
