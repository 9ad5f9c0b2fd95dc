// Bench (not a test): encrypt then decrypt a 126 MiB file through the stream API in Chromium,
// compared with one-shot WebCrypto AES-256-GCM over the same bytes in the same page, plus the
// page's peak memory growth and the Argon2id prehash time. Run: pnpm --filter @coffer/crypto bench

import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../browser/chromium';
import { servePage } from '../browser/page-server';
import { FILE_SIZE } from './bench-file-size';
import type { Bench } from './bench-page';
import { samplePeaks, type MemoryPeaks } from './memory-sampler';

const RUNS = 5;
const MIB = 1024 * 1024;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const best = (values: number[]) => Math.min(...values);
const mibPerSecond = (ms: number) => FILE_SIZE / MIB / (ms / 1000);
const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
const memory = (peaks: MemoryPeaks) =>
  `JS heap ${mib(peaks.jsHeap)}, ArrayBuffers ${mib(peaks.arrayBuffers)}, renderer RSS ${mib(peaks.rendererRss)}`;

const served = await servePage(fileURLToPath(new URL('./bench-page.ts', import.meta.url)));
// --expose-gc for the phase that collects after every chunk (what the stream keeps alive).
const browser = await chromium.launch({
  ...CHROMIUM_LAUNCH_OPTIONS,
  args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), '--js-flags=--expose-gc'],
});
try {
  const page = await browser.newPage();
  await page.goto(served.url);
  await page.waitForFunction(() => 'cofferBench' in window);
  const cdp = await page.context().newCDPSession(page);
  const call = async <K extends keyof Bench>(name: K): Promise<Awaited<ReturnType<Bench[K]>>> =>
    page.evaluate((phase) => (window.cofferBench[phase] as () => Promise<never>)(), name);
  // Every timed run starts from a collected heap, so one run's garbage does not slow the next.
  const timedRun = async <K extends 'encryptStream' | 'decryptStream' | 'oneShot'>(name: K) => {
    await cdp.send('HeapProfiler.collectGarbage');
    return call(name);
  };

  // Timing runs, without memory sampling (which competes for the page's main thread).
  const encryptMs: number[] = [];
  const decryptMs: number[] = [];
  const oneShotEncryptMs: number[] = [];
  const oneShotDecryptMs: number[] = [];
  await call('storeCiphertext');
  for (let run = 0; run < RUNS; run++) {
    encryptMs.push(await timedRun('encryptStream'));
    decryptMs.push(await timedRun('decryptStream'));
  }
  await call('dropCiphertext');
  for (let run = 0; run < RUNS; run++) {
    const oneShot = await timedRun('oneShot');
    oneShotEncryptMs.push(oneShot.encryptMs);
    oneShotDecryptMs.push(oneShot.decryptMs);
  }

  // Memory runs: peak growth over the phase's start while each phase runs.
  const encryptPeak = await samplePeaks(cdp, () => call('encryptStream'));
  const encryptLivePeak = await samplePeaks(cdp, () => call('encryptStreamCollected'));
  await call('storeCiphertext');
  const decryptPeak = await samplePeaks(cdp, () => call('decryptStream'));
  await call('dropCiphertext');
  const oneShotPeak = await samplePeaks(cdp, () => call('oneShot'));

  const argon2Ms: number[] = [];
  for (let run = 0; run < RUNS; run++) argon2Ms.push(await call('argon2'));

  const ratio = (stream: number[], oneShot: number[]) =>
    `${(median(oneShot) / median(stream)).toFixed(2)} (median vs median), ${(best(oneShot) / median(stream)).toFixed(2)} (median vs best one-shot)`;
  console.log(
    [
      `@coffer/crypto bench: Chromium ${browser.version()}, ${FILE_SIZE} bytes (126 MiB), 1 MiB chunks, ${RUNS} runs each`,
      `stream encrypt   ${mibPerSecond(median(encryptMs)).toFixed(0)} MiB/s median (${list(encryptMs)} ms)`,
      `stream decrypt   ${mibPerSecond(median(decryptMs)).toFixed(0)} MiB/s median (${list(decryptMs)} ms)`,
      `one-shot encrypt ${mibPerSecond(median(oneShotEncryptMs)).toFixed(0)} MiB/s median (${list(oneShotEncryptMs)} ms)`,
      `one-shot decrypt ${mibPerSecond(median(oneShotDecryptMs)).toFixed(0)} MiB/s median (${list(oneShotDecryptMs)} ms)`,
      `ratio stream/one-shot, encrypt: ${ratio(encryptMs, oneShotEncryptMs)}`,
      `ratio stream/one-shot, decrypt: ${ratio(decryptMs, oneShotDecryptMs)}   (target >= 0.8)`,
      `peak growth, stream encrypt: ${memory(encryptPeak)}`,
      `             stream encrypt, collected after each chunk (live only): ${memory(encryptLivePeak)}`,
      `             stream decrypt: ${memory(decryptPeak)}`,
      `             one-shot:       ${memory(oneShotPeak)}`,
      `Argon2id prehash, m=19456 KiB t=2 p=1: ${median(argon2Ms).toFixed(0)} ms median (${list(argon2Ms)} ms)`,
    ].join('\n'),
  );
} finally {
  await browser.close();
  await served.close();
}
