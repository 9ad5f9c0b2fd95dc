import { fileURLToPath } from 'node:url';
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium';
import { servePage, type ServedPage } from './page-server';

// The memory a file stream keeps alive, as opposed to garbage the collector has not reclaimed
// yet: with a full collection after every chunk, what remains of the ArrayBuffers is what the
// stream (or its source) still holds. Encrypting 126 MiB grew the page's ArrayBuffers by up to
// 91 MiB of such garbage (packages/bench/README.md); what is live must stay at a few chunks.

const MIB = 1024 * 1024;
const CHUNKS = 48;
// Two chunks in flight and their outputs are about 4 MiB; a stream keeping its chunks would
// hold 48 MiB here.
const LIVE_GROWTH_LIMIT = 16 * MIB;

test.use({
  launchOptions: {
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...(CHROMIUM_LAUNCH_OPTIONS.args ?? []), '--js-flags=--expose-gc'],
  },
});

let served: ServedPage | undefined;
let page: Page;
let cdp: CDPSession;
let samples: number[] = [];

async function arrayBufferBytes(): Promise<number> {
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { backingStorageSize: number };
  return usage.backingStorageSize;
}

test.beforeAll(async ({ browser }) => {
  served = await servePage(fileURLToPath(new URL('./stream-memory-page.ts', import.meta.url)));
  page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  cdp = await page.context().newCDPSession(page);
  await page.exposeFunction('sampleArrayBuffers', async () => {
    samples.push(await arrayBufferBytes());
  });
  await page.goto(served.url);
  await page.waitForFunction(() => typeof window.streamMemoryPhase === 'function');
  await page.evaluate(() => {
    const sample = (window as unknown as { sampleArrayBuffers: () => Promise<void> })
      .sampleArrayBuffers;
    window.afterChunk = async () => {
      (globalThis as unknown as { gc: () => void }).gc();
      await sample();
    };
  });
});

test.afterAll(async () => {
  await served?.close();
});

for (const phase of ['encrypt', 'decrypt'] as const) {
  test(`${phase}ing ${CHUNKS} MiB keeps a few chunks alive, not the file`, async () => {
    samples = [];
    const bytes = await page.evaluate(([name, chunks]) => window.streamMemoryPhase(name, chunks), [
      phase,
      CHUNKS,
    ] as const);
    expect(bytes).toBeGreaterThanOrEqual(CHUNKS * MIB);
    // The baseline, then one sample per chunk.
    expect(samples).toHaveLength(CHUNKS + 1);
    const growth = Math.max(...samples) - samples[0]!;
    expect(growth).toBeLessThan(LIVE_GROWTH_LIMIT);
  });
}
