import { expect, test } from '@playwright/test';

// The e2e server runs in production with SMTP_URL set: the development outbox, which
// holds sign-in codes in clear, must not exist there at all.
test('the development outbox does not exist in production', async ({ request }) => {
  const api = await request.get('/api/dev/outbox');
  expect(api.status()).toBe(404);
  expect(await api.json()).toMatchObject({ code: 'not_found', origin: 'path' });
  const page = await request.get('/dev/outbox');
  expect(page.status()).toBe(404);
});
