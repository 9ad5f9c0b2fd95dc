import { expect, test } from '@playwright/test';
import type { Dictionary } from '../../../apps/web/src/i18n/dictionaries';
import { en } from '../../../apps/web/src/i18n/dictionaries/en';
import { fr } from '../../../apps/web/src/i18n/dictionaries/fr';
import { scriptUrlsOf } from '../../support/page-scripts';
import { authorizationUrl, relyingParty } from '../../support/relying-party';

// A string of each dictionary that appears nowhere else in the pages' code.
const marker = (t: Dictionary) => t.common.skipToContent;

for (const [locale, t, other] of [
  ['en-US', en, fr],
  ['fr-FR', fr, en],
] as const) {
  test(`a ${locale} login page's scripts carry its own dictionary and not the other language's`, async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const loaded = new Set<string>();
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') loaded.add(sent.url());
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    const navigation = await page.goto(authorizationUrl(await relyingParty(), `dict-${locale}`));
    const html = (await navigation?.text()) ?? '';
    await expect(page.getByRole('heading', { level: 1, name: t.login.title })).toBeVisible();
    // React keeps a field's props on the element once it has hydrated it.
    await page.waitForFunction(() => {
      const field = document.querySelector('input[type="email"]');
      return field !== null && Object.keys(field).some((key) => key.startsWith('__reactProps'));
    });

    // The dictionary is among the scripts the HTML names or preloads: it downloads beside
    // them, not in a round trip after them.
    const first = scriptUrlsOf(html, page.url());
    const bodies = new Map<string, string>();
    for (const url of new Set([...first, ...loaded])) {
      bodies.set(url, await (await request.get(url)).text());
    }
    const carrying = (dictionary: Dictionary) =>
      [...bodies].filter(([, body]) => body.includes(marker(dictionary))).map(([url]) => url);
    // One copy of its own dictionary (two import sites would make two chunks of it), named
    // by the HTML, and no copy of the other.
    const own = carrying(t);
    expect(own).toHaveLength(1);
    expect(first).toContain(own[0]);
    expect(carrying(other)).toEqual([]);
    // No hydration mismatch (React reports one as an error) and no failed chunk.
    expect(errors).toEqual([]);
    await context.close();
  });
}

test('switching the language on the login page loads the other dictionary and keeps what was typed', async ({
  page,
}) => {
  await page.goto(authorizationUrl(await relyingParty(), 'dict-switch'));
  await expect(page.getByRole('heading', { level: 1, name: en.login.title })).toBeVisible();
  await page.getByLabel(en.login.email.label, { exact: true }).fill('typed@example.com');
  await page.getByLabel(en.common.languageLabel, { exact: true }).selectOption('fr');
  await expect(page.getByRole('heading', { level: 1, name: fr.login.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The page was not rebuilt while the French chunk loaded: its state is still there.
  await expect(page.getByLabel(fr.login.email.label, { exact: true })).toHaveValue(
    'typed@example.com',
  );
});
