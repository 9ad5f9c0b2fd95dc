import { expect, test } from '@playwright/test';
import { en } from '../../../apps/web/src/i18n/dictionaries/en';
import { fr as t } from '../../../apps/web/src/i18n/dictionaries/fr';
import { attachScreenshot, randomEmail, signInWithEmailedCode } from '../../support/pages';
import { authorizationUrl, relyingParty } from '../../support/relying-party';

test.describe('with a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('the login and consent pages are in French end to end', async ({ page }, testInfo) => {
    const client = await relyingParty();
    await page.goto(authorizationUrl(client, 'etat-fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1, name: t.login.title })).toBeVisible();
    await expect(page.getByText(t.login.continueTo(client.name))).toBeVisible();
    await expect(page).toHaveTitle(`${t.login.title} · Coffer`);
    await attachScreenshot(page, testInfo, 'login-fr');
    await signInWithEmailedCode(page, t, randomEmail('francais'));

    await expect(page.getByRole('heading', { name: t.consent.heading(client.name) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await attachScreenshot(page, testInfo, 'consent-fr');
    await page.getByLabel(t.consent.scopes.tos.label(client.name), { exact: true }).check();
    await page
      .getByLabel(t.consent.scopes.privacy_policy.label(client.name), { exact: true })
      .check();
    const callback = page.waitForRequest((request) => request.url().startsWith(client.redirectUri));
    await page.getByRole('button', { name: t.consent.accept }).click();
    expect(new URL((await callback).url()).searchParams.get('code')).toBeTruthy();
  });
});

test('the person can switch the language, and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel(en.common.languageLabel, { exact: true }).selectOption('fr');
  await expect(page.getByRole('heading', { name: t.home.signIn })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const cookies = await page.context().cookies();
  expect(cookies.find(({ name }) => name === 'lang')?.value).toBe('fr');
  await page.reload();
  await expect(page.getByLabel(t.common.languageLabel, { exact: true })).toHaveValue('fr');
});
