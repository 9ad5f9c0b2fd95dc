import { expect, test } from '@playwright/test';
import { en } from '../../../apps/web/src/i18n/dictionaries/en';

test('the home page of the production build loads and offers to sign in', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Coffer' })).toBeVisible();
  // Signed out: the email starts the sign-in here; a passkey needs none.
  await expect(page.getByLabel(en.login.email.label, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: en.home.withPasskey })).toHaveAttribute(
    'href',
    '/auth/login?return_to=%2Finbox',
  );
  await expect(page.getByRole('link', { name: /OpenAPI/ })).toHaveAttribute('href', '/docs/api');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  // Scripts run only with this response's nonce (and what they load).
  const policy = response?.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  const again = await page.request.get('/');
  expect(again.headers()['content-security-policy']).not.toContain(`'nonce-${nonce ?? ''}'`);
});

test('the home page says what is not an email address before leaving for the sign-in', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel(en.login.email.label, { exact: true }).fill('not an address');
  await page.getByRole('button', { name: en.login.email.submit }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(en.login.email.invalid);
  await expect(page).toHaveURL(/\/$/);
});

test('the API reference page renders the OpenAPI document', async ({ page }) => {
  await page.goto('/docs/api');
  await expect(page.getByRole('heading', { level: 1, name: en.apiDocs.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.apiDocs.document })).toHaveAttribute(
    'href',
    '/api/openapi.json',
  );
  const avatarUpload = page.locator('details', { hasText: 'PUT /api/identities/{id}/avatar' });
  await expect(avatarUpload.getByText('multipart/form-data')).toBeHidden();
  await avatarUpload.locator('summary').click();
  await expect(avatarUpload.getByText('multipart/form-data')).toBeVisible();
  await expect(page.getByText('GET /api/health', { exact: true })).toBeVisible();
});

test('an unknown page is a friendly 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.common.backHome })).toHaveAttribute('href', '/');
});

test('a login page without a live request explains what to do', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: en.flowProblem.missingTitle })).toBeVisible();
  await page.goto(`/login?login_challenge=${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: en.flowProblem.notFoundTitle })).toBeVisible();
});
