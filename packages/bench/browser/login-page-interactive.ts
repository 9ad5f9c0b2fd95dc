import type { Browser } from '@playwright/test';

/**
 * The login page in Chromium, from a fresh context (nothing cached): from the navigation's
 * start to the email field answering, i.e. React has hydrated it and attached its handlers.
 */
export async function measureLoginPageInteractive(
  browser: Browser,
  loginUrl: string,
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(loginUrl, { waitUntil: 'commit' });
    return (await (
      await page.waitForFunction(
        () => {
          const field = document.querySelector('input[type="email"]');
          // React keeps a field's props on the element once it has hydrated it.
          const hydrated =
            field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'));
          return hydrated && performance.now();
        },
        null,
        { polling: 'raf', timeout: 120_000 },
      )
    ).jsonValue()) as number;
  } finally {
    await context.close();
  }
}
