import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './browser/chromium';

// Browser half of the conformance suite: pnpm --filter @coffer/crypto test:browser
export default defineConfig({
  testDir: './browser',
  testMatch: '*.spec.ts',
  outputDir: join(tmpdir(), 'coffer-crypto-playwright'),
  timeout: 120_000,
  workers: 1,
  reporter: 'list',
  use: { browserName: 'chromium', launchOptions: CHROMIUM_LAUNCH_OPTIONS },
});
