import { randomUUID } from 'node:crypto';
import { expect, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import type { Dictionary } from '../../apps/web/src/i18n/dictionaries';
import { en } from '../../apps/web/src/i18n/dictionaries/en';
import { fr } from '../../apps/web/src/i18n/dictionaries/fr';
import { APP_ORIGIN } from './e2e-settings';
import { receiveSignInCode } from './mailbox';
import { keepReportScreenshot } from './report-screenshots';

/** A fresh address per test: specs never share an identity. */
export function randomEmail(purpose: string): string {
  return `${purpose}-${randomUUID()}@example.com`;
}

/** On the login page: name the email, then type the code the SMTP server received. */
export async function signInWithEmailedCode(page: Page, t: Dictionary, email: string) {
  await page.getByLabel(t.login.email.label, { exact: true }).fill(email);
  await page.getByLabel(t.login.email.label, { exact: true }).press('Enter');
  await expect(page.getByRole('heading', { name: t.login.emailedCode.heading })).toBeVisible();
  await page
    .getByLabel(t.login.emailedCode.label, { exact: true })
    .fill(await receiveSignInCode(email));
}

/**
 * Saved under the test's output folder and attached to its report; the report
 * screenshots are also kept in e2e/screenshots/ (support/report-screenshots.ts).
 */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
  await keepReportScreenshot(file, name);
}

/**
 * The page the test is on, again in French for the report (`<name>-fr`), then back in
 * English: the language cookie and a reload, which every page that takes one keeps.
 * `shown` is what says the page is ready, in each language; `open` what the person clicks
 * first (a menu). `load` replaces the reload for a page that a reload would not show again
 * (a provisions link, whose share the page drops once used: its link is opened again).
 */
export async function attachFrenchScreenshot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  shown: (t: Dictionary) => Locator,
  open?: (t: Dictionary) => Locator,
  load: () => Promise<unknown> = () => page.reload(),
) {
  for (const [language, t] of [
    ['fr', fr],
    ['en', en],
  ] as const) {
    await page.context().addCookies([{ name: 'lang', value: language, url: page.url() }]);
    await load();
    if (open) await open(t).click();
    await expect(shown(t)).toBeVisible();
    if (language === 'fr') await attachScreenshot(page, testInfo, `${name}-fr`);
  }
}

/** Nothing wider than the viewport: the page reads at 360 px without sideways scrolling. */
export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Collects the page's Content Security Policy violations (Chromium reports each one on the
 * console): a journey that ends with none ran all its scripts, WebAssembly included.
 */
export function watchCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** A browser of its own for one person: no cookie or storage shared with another. */
export async function newPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: APP_ORIGIN });
  return context.newPage();
}

/** The session's level, as the app's API reports it. */
export async function sessionAcr(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const csrf = (await (await fetch('/api/auth/csrf')).json()) as { csrf_token: string };
    const answer = await fetch('/api/auth/session', {
      headers: { 'x-csrf-token': csrf.csrf_token },
    });
    return ((await answer.json()) as { acr: number }).acr;
  });
}

/**
 * Submits the button's form twice in one task, before the page can re-render and disable the
 * button: the fastest double submission a person can make (a double click, Enter twice).
 */
export async function submitTwice(button: Locator) {
  await button.evaluate((submitter: HTMLButtonElement) => {
    submitter.form?.requestSubmit(submitter);
    submitter.form?.requestSubmit(submitter);
  });
}
