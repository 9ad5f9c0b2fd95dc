import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@coffer/domain';
import { OAuthError } from '@coffer/domain/oidc';
import { userinfoChallenge } from './challenges';
import { backChannel, frontChannel } from './oauth-boundary';
import { captureLogs } from '@coffer/env/logger';

const request = new Request('http://localhost:3000/oauth2/token', { method: 'POST' });
const throwing = (error: unknown) => () => {
  // Handlers throw anything: driver errors are not always Error instances.
  throw error;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the OAuth error boundary', () => {
  it.each([
    [new OAuthError('invalid_grant', 'code spent'), 400, 'invalid_grant', {}],
    [new OAuthError('invalid_client', 'bad assertion'), 401, 'invalid_client', {}],
    [
      new AppError('too_many_requests', { headers: { 'retry-after': '30' } }),
      429,
      'temporarily_unavailable',
      { 'retry-after': '30' },
    ],
    [{ code: 'P1001' }, 503, 'temporarily_unavailable', { 'retry-after': '5' }],
    [new AppError('bad_request', { desc: 'state mismatch' }), 400, 'invalid_request', {}],
  ])('back channel: %o → %i JSON %s', async (error, status, code, headers) => {
    const response = await backChannel(throwing(error))(request);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(headers)) {
      expect(response.headers.get(name)).toBe(value);
    }
    expect(await response.json()).toMatchObject({ error: code });
  });

  it('back channel: a bug is a logged server_error JSON, its message never sent', async () => {
    const logs = captureLogs();
    const response = await backChannel(throwing(new Error('secret detail')))(request);
    logs.stop();
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      error: 'server_error',
      error_description: 'internal error',
    });
    expect(body).not.toContain('secret detail');
    expect(JSON.parse(logs.text())).toMatchObject({
      scope: 'oauth2',
      err: { message: 'secret detail' },
    });
  });

  it('back channel: invalid_token carries the Bearer challenge of userinfo', async () => {
    const response = await backChannel(
      throwing(new OAuthError('invalid_token', 'expired')),
      userinfoChallenge,
    )(request);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it('back channel: a busy answer carries no challenge', async () => {
    const response = await backChannel(
      throwing(new AppError('too_many_requests', { headers: { 'retry-after': '30' } })),
      userinfoChallenge,
    )(request);
    expect(response.status).toBe(429);
    expect(response.headers.has('www-authenticate')).toBe(false);
  });

  it.each([
    [new OAuthError('invalid_request', 'unknown client'), 400, 'Sign-in request refused'],
    [
      new AppError('too_many_requests', { headers: { 'retry-after': '30' } }),
      429,
      'Too many attempts',
    ],
    [{ code: '57P01' }, 503, 'Temporarily unavailable'],
  ])('front channel: %o → a %i page titled %s', async (error, status, title) => {
    const response = await frontChannel('Sign-in request refused', throwing(error))(request);
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await response.text()).toContain(`<h1>${title}</h1>`);
  });

  it('front channel: a bug is a generic page', async () => {
    const response = await frontChannel('x', throwing(new Error('secret detail')))(request);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret detail');
  });
});
