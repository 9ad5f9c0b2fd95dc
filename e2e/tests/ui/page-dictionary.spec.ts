import { gzipSync } from 'node:zlib';
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

/**
 * Code the login page loads when it is used, never with the page: the pages' crypto
 * (@coffer/crypto: hash-wasm's Argon2id, tweetnacl), when the password or passkey step is
 * sent; the WebAuthn library, once the page is up (the autofill) or on a passkey's press;
 * the header's session menu (sign-out, which empties every key store), only for a request
 * with the session cookie. Each is named by a string its code carries.
 */
const LATER = {
  crypto: ['argon2id', 'no PRNG'],
  webauthn: ['WebAuthn is not supported in this browser'],
  sessionMenu: ['coffer-sign-in-kek'],
};

/**
 * The scripts a browser fetches before the login page can act, gzipped (the bench's row
 * "login page JavaScript on the wire", packages/bench/README.md): React and Next.js's
 * runtime is about 130 KiB of it. The margin is for small growth; a library pulled into
 * the page by a shared import (the header's sign-out once brought the whole crypto package,
 * 38 KiB) goes over it.
 */
const BUDGET_KIB = 200;

test('the login page names no crypto, WebAuthn or session-menu code among its first scripts, and keeps to its budget', async ({
  page,
  request,
}) => {
  const navigation = await page.goto(authorizationUrl(await relyingParty(), 'first-scripts'));
  const html = (await navigation?.text()) ?? '';
  await expect(page.getByRole('heading', { level: 1, name: en.login.title })).toBeVisible();

  const urls = [...new Set(scriptUrlsOf(html, page.url()))];
  const bodies = new Map(
    await Promise.all(
      urls.map(
        async (url) => [new URL(url).pathname, await (await request.get(url)).body()] as const,
      ),
    ),
  );
  const carrying = (markers: string[]) =>
    [...bodies]
      .filter(([, body]) => markers.some((marker) => body.includes(marker)))
      .map(([path]) => path);
  expect(carrying(LATER.crypto)).toEqual([]);
  expect(carrying(LATER.webauthn)).toEqual([]);
  expect(carrying(LATER.sessionMenu)).toEqual([]);

  const wireKib = [...bodies.values()].reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
  test
    .info()
    .annotations.push({ type: 'first scripts, gzip', description: `${wireKib.toFixed(1)} KiB` });
  expect(wireKib).toBeLessThanOrEqual(BUDGET_KIB);
});
