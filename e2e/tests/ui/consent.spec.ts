import { expect, test, type Page } from '@playwright/test';
import { en as t } from '../../../apps/web/src/i18n/dictionaries/en';
import { attachScreenshot, randomEmail, signInWithEmailedCode } from '../../support/pages';
import { authorizationUrl, relyingParty, type RelyingParty } from '../../support/relying-party';

async function reachConsentPage(page: Page, client: RelyingParty, state: string) {
  await page.goto(authorizationUrl(client, state));
  await expect(page).toHaveURL(/\/login\?login_challenge=/);
  await expect(page.getByText(t.login.continueTo(client.name))).toBeVisible();
  await signInWithEmailedCode(page, t, randomEmail('consent'));
  await expect(page).toHaveURL(/\/consent\?consent_challenge=/);
  await expect(page.getByRole('heading', { name: t.consent.heading(client.name) })).toBeVisible();
}

/**
 * The query of the browser's request to the client's redirect URI. That host does not
 * exist, and Playwright cannot fulfil a request reached by a server redirect: the request
 * itself is what the client would receive.
 */
async function callbackParameters(page: Page, client: RelyingParty, action: () => Promise<void>) {
  const callback = page.waitForRequest((request) => request.url().startsWith(client.redirectUri));
  await action();
  return new URL((await callback).url()).searchParams;
}

test('declining the legal scopes sends access_denied to the client', async ({ page }, testInfo) => {
  const client = await relyingParty();
  await reachConsentPage(page, client, 'state-decline');
  await expect(page.getByRole('link', { name: t.consent.scopes.tos.link })).toHaveAttribute(
    'href',
    client.tosUri,
  );
  await expect(
    page.getByRole('link', { name: t.consent.scopes.privacy_policy.link }),
  ).toHaveAttribute('href', client.policyUri);
  await attachScreenshot(page, testInfo, 'consent');
  const parameters = await callbackParameters(page, client, () =>
    page.getByRole('button', { name: t.consent.decline }).click(),
  );
  expect(parameters.get('error')).toBe('access_denied');
  expect(parameters.get('state')).toBe('state-decline');
  expect(parameters.get('code')).toBeNull();
});

test('accepting needs every legal scope, then the client gets a code', async ({ page }) => {
  const client = await relyingParty();
  await reachConsentPage(page, client, 'state-accept');
  await page.getByLabel(t.consent.scopes.tos.label(client.name), { exact: true }).check();
  await page.getByRole('button', { name: t.consent.accept }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.consent.mustAcceptAll);
  await expect(
    page.getByLabel(t.consent.scopes.privacy_policy.label(client.name), { exact: true }),
  ).toBeFocused();
  await page
    .getByLabel(t.consent.scopes.privacy_policy.label(client.name), { exact: true })
    .check();
  const parameters = await callbackParameters(page, client, () =>
    page.getByRole('button', { name: t.consent.accept }).click(),
  );
  expect(parameters.get('code')).toMatch(/^[A-Za-z0-9_-]+$/);
  expect(parameters.get('state')).toBe('state-accept');
  expect(parameters.get('error')).toBeNull();
});
