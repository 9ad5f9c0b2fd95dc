import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy';

describe('contentSecurityPolicy', () => {
  it('runs only scripts with the nonce, and no eval in production', () => {
    const policy = contentSecurityPolicy('bm9uY2U=', { development: false });
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts.split(' ')).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      "'strict-dynamic'",
      "'wasm-unsafe-eval'",
    ]);
    expect(scripts).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('allows eval for development only', () => {
    expect(contentSecurityPolicy('n', { development: true })).toContain("'unsafe-eval'");
  });
});
