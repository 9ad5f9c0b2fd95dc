import { describe, expect, it } from 'vitest';
import { handleTrpcRequest } from './http-routes';

const trpc = (path: string, init?: RequestInit) =>
  handleTrpcRequest(new Request(`http://localhost:3000/trpc/${path}`, init));

describe('/trpc over HTTP', () => {
  it('no answer may be cached: successes and refusals alike', async () => {
    const ok = await trpc('health.checkHealth');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await trpc('auth.getSession');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', null])(
    'a mutation sent as %s is a 400 in the contract shape, not a 500',
    async (type) => {
      const response = await trpc('auth.refuseConsent', {
        method: 'POST',
        headers: type ? { 'content-type': type } : {},
        body: JSON.stringify({ consent_challenge: 'a'.repeat(43) }),
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { data: { body: unknown } } };
      expect(error.data.body).toEqual({
        code: 'bad_request',
        origin: 'headers',
        desc: 'the body must be application/json',
        details: { 'content-type': 'invalid' },
      });
    },
  );
});
