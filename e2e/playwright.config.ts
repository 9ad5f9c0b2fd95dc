import { defineConfig } from '@playwright/test';

const port = 3100;
const origin = `http://localhost:${port}`;
// A home of its own, so the e2e server's embedded database never touches the dev one.
const home = '/tmp/coffer-e2e';

export default defineConfig({
  testDir: './tests',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  outputDir: './test-results',
  use: {
    baseURL: origin,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright cannot download its own browsers here. Without the
      // background-networking flags Chromium floods the closed network with requests.
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'api', testDir: './tests/api' },
    { name: 'ui', testDir: './tests/ui' },
  ],
  webServer: {
    // The production build (`pnpm build` runs first), on a fresh embedded PostgreSQL.
    command: `rm -rf ${home} && pnpm --dir .. start`,
    url: `${origin}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_ORIGIN: origin,
      COFFER_HOME: home,
      EMBEDDED_POSTGRES_PORT: '54331',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  },
});
