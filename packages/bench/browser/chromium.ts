import { chromium, type Browser } from '@playwright/test';

/**
 * The system Chromium (setup notes: Playwright cannot download browsers here), quiet: without
 * these switches it keeps trying to reach Google services and slows every page.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
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
  });
}
