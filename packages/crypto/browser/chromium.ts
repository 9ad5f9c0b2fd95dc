import type { LaunchOptions } from '@playwright/test';

/**
 * The system Chromium (Playwright cannot download browsers here), quiet: without these
 * switches it keeps trying to reach Google services, which floods a closed network and slows
 * every page. The one set of options for this package's browser tests, the bench and e2e
 * (`@coffer/crypto/chromium`).
 */
export const CHROMIUM_LAUNCH_OPTIONS: LaunchOptions = {
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
};
