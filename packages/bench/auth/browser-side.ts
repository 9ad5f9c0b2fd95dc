import { performance } from 'node:perf_hooks';
import { createPasswordParams, prehashPassword } from '@coffer/crypto';
import { measureLoginPageWeight, type PageWeight } from './login-page-weight';

const PREHASH_RUNS = 5;
const KIB = 1024;

/**
 * The login page's weight on the wire, and the browser's Argon2id prehash (hash-wasm, the
 * code the page runs) timed here in Node.js's V8: the same WebAssembly, without a browser.
 */
export async function measureBrowserSide(options: {
  origin: string;
  clientId: string;
}): Promise<{ page: PageWeight; prehashMs: number }> {
  const page = await measureLoginPageWeight(options);
  const params = createPasswordParams();
  await prehashPassword('warm-up', params);
  const runs: number[] = [];
  for (let run = 0; run < PREHASH_RUNS; run++) {
    const started = performance.now();
    await prehashPassword('correct horse battery staple', params);
    runs.push(performance.now() - started);
  }
  runs.sort((a, b) => a - b);
  return { page, prehashMs: runs[Math.floor(runs.length / 2)]! };
}

export function formatBrowserSide(
  { page, prehashMs }: { page: PageWeight; prehashMs: number },
  goals: { loginPageKib: number },
): string[] {
  const kib = page.wireBytes / KIB;
  const largest = [...page.scripts].sort((a, b) => b.wireBytes - a.wireBytes).slice(0, 5);
  return [
    '',
    `login page JavaScript on the wire: ${kib.toFixed(1)} KiB in ${page.scripts.length} scripts ` +
      `(goal ≤ ${goals.loginPageKib} KiB; ratio to goal ${(kib / goals.loginPageKib).toFixed(2)}); ` +
      `of which React and Next.js's runtime, loaded by every page: ${(page.frameworkWireBytes / KIB).toFixed(1)} KiB`,
    ...largest.map(
      (script) =>
        `  ${(script.wireBytes / KIB).toFixed(1)} KiB (${(script.bytes / KIB).toFixed(1)} KiB decoded, ` +
        `${script.compressedBy === 'server' ? 'compressed by the server' : 'gzip as a proxy would send it'}) ${script.path}`,
    ),
    `Argon2id prehash (hash-wasm, median of ${PREHASH_RUNS}, in Node.js): ${prehashMs.toFixed(0)} ms`,
  ];
}
