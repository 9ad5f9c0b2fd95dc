import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '@coffer/crypto/chromium';
import { APP_ORIGIN, APP_SERVER_ENV, SMTP_SINK_HTTP_PORT } from './support/e2e-settings';
import { EXAMPLE_RP_ORIGIN } from './support/example-rp-settings';

export default defineConfig({
  testDir: './tests',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Journeys run several browser contexts at once on 2 cores, each hashing passwords with
  // Argon2id in the page: a sign-in's redirects may take longer than the default 5 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    baseURL: APP_ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
  },
  projects: [
    { name: 'api', testDir: './tests/api' },
    { name: 'ui', testDir: './tests/ui' },
  ],
  webServer: [
    {
      // The SMTP server the app mails its sign-in codes to (see support/smtp-sink.ts).
      command: 'pnpm --dir .. exec tsx e2e/support/smtp-sink.ts',
      url: `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}/messages`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // The production build (`pnpm build` runs first), on a fresh embedded PostgreSQL.
      command: `rm -rf ${APP_SERVER_ENV.COFFER_HOME} && pnpm --dir .. start`,
      url: `${APP_ORIGIN}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      // Coffer drains its requests, then stops its database (README "Stopping").
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      stdout: 'pipe',
      stderr: 'pipe',
      env: APP_SERVER_ENV,
    },
    {
      // apps/example-rp's production build, registered as a client of the server above
      // (started after it: Playwright starts its web servers in order).
      command: 'pnpm --dir .. exec tsx e2e/support/example-rp-server.ts',
      url: `${EXAMPLE_RP_ORIGIN}/terms`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
