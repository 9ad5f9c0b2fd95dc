import { expect, test } from '@playwright/test';

/** The pages' policy: scripts only with this answer's nonce (apps/web/src/proxy.ts). */
function expectNoncePolicy(policy: string | undefined) {
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  expect(policy).toContain("frame-ancestors 'none'");
}

test('a page gets the nonce policy, prefetched or not', async ({ request }) => {
  expectNoncePolicy((await request.get('/')).headers()['content-security-policy']);
  const prefetches: Record<string, string>[] = [
    { 'next-router-prefetch': '1' },
    { purpose: 'prefetch' },
  ];
  for (const headers of prefetches) {
    const prefetched = await request.get('/', { headers });
    expect(prefetched.status()).toBe(200);
    expectNoncePolicy(prefetched.headers()['content-security-policy']);
  }
});

test('answers under /api keep the policy their route gives, and JSON is never cached', async ({
  request,
}) => {
  const health = await request.get('/api/health');
  expect(health.headers()['cache-control']).toBe('no-store');
  expect(health.headers()['x-content-type-options']).toBe('nosniff');
  const session = await request.get('/trpc/auth.getSession');
  expect(session.status()).toBe(401);
  expect(session.headers()['cache-control']).toBe('no-store');
});
