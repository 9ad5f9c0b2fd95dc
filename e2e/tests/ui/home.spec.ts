import { expect, test } from '@playwright/test';

test('the home page of the production build loads', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Coffer' })).toBeVisible();
  await expect(page.getByRole('link', { name: /OpenAPI/ })).toHaveAttribute(
    'href',
    '/api/openapi.json',
  );
  expect(response?.headers()['x-frame-options']).toBe('DENY');
});
