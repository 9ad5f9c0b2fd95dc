import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { conformanceCases } from '../src/conformance/cases';
import { servePage, type ServedPage } from './page-server';

// The same cases as src/conformance/conformance.test.ts, run inside Chromium: one Playwright
// test per case, so a failure names the case.

let served: ServedPage | undefined;
let page: Page;

test.beforeAll(async ({ browser }) => {
  served = await servePage(fileURLToPath(new URL('./conformance-page.ts', import.meta.url)));
  page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.goto(served.url);
  await page.waitForFunction(() => typeof window.runConformanceCase === 'function');
});

test.afterAll(async () => {
  await served?.close();
});

test('the page is a secure context with WebCrypto', async () => {
  expect(
    await page.evaluate(
      () => window.isSecureContext && typeof crypto.subtle.encrypt === 'function',
    ),
  ).toBe(true);
});

for (const name of Object.keys(conformanceCases)) {
  test(name, async () => {
    const outcome = await page.evaluate((caseName) => window.runConformanceCase(caseName), name);
    expect(outcome.error ?? '').toBe('');
    expect(outcome.ok).toBe(true);
  });
}
