import { describe, expect, it } from 'vitest';
import {
  AcrError,
  BadRequestError,
  BoxDeletedError,
  CofferError,
  errorFromResponse,
  GoneError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
} from './errors';

function refusal(status: number, body: unknown, headers: Record<string, string> = {}) {
  return errorFromResponse(new Response(null, { status, headers }), body);
}

describe('errorFromResponse', () => {
  it('gives each status its class, carrying the contract body', () => {
    const body = {
      code: 'not_found',
      origin: 'path',
      desc: 'no such box',
      details: { id: 'not_found' },
    };
    const error = refusal(404, body);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(CofferError);
    expect(error).toMatchObject({ status: 404, ...body, name: 'NotFoundError' });
    expect(refusal(400, { ...body, code: 'bad_request' })).toBeInstanceOf(BadRequestError);
    expect(refusal(503, { ...body, code: 'service_unavailable' })).toBeInstanceOf(ServerError);
  });

  it('tells the acr rule apart from other 403s, with the required level', () => {
    const error = refusal(403, {
      code: 'forbidden',
      origin: 'acr',
      desc: 'a higher authentication level is required',
      details: { acr: 'forbidden', required_acr: '2' },
    });
    expect(error).toBeInstanceOf(PermissionError);
    expect(error instanceof AcrError && error.requiredAcr).toBe(2);
    expect(
      refusal(403, { code: 'forbidden', origin: 'path', desc: '', details: { oid: 'forbidden' } }),
    ).not.toBeInstanceOf(AcrError);
  });

  it('tells a deleted box apart from other 410s, with when and by which organization', () => {
    const error = refusal(410, {
      code: 'gone',
      origin: 'path',
      desc: 'this box was deleted',
      details: {
        reason: 'deleted',
        deleted_at: '2026-03-01T10:00:00.000Z',
        organization: 'Acme',
      },
    });
    expect(error).toBeInstanceOf(BoxDeletedError);
    expect(error).toBeInstanceOf(GoneError);
    expect(error).toMatchObject({
      name: 'BoxDeletedError',
      deletedAt: new Date('2026-03-01T10:00:00.000Z'),
      organization: 'Acme',
    });
    const message = refusal(410, {
      code: 'gone',
      origin: 'body',
      desc: 'this message is already deleted',
      details: { referrer_id: 'conflict' },
    });
    expect(message).toBeInstanceOf(GoneError);
    expect(message).not.toBeInstanceOf(BoxDeletedError);
  });

  it('reads Retry-After of a 429', () => {
    const body = { code: 'too_many_requests', origin: 'headers', desc: 'slow down', details: {} };
    expect(refusal(429, body, { 'retry-after': '12' })).toMatchObject({ retryAfterSeconds: 12 });
    expect(refusal(429, body)).toBeInstanceOf(RateLimitError);
  });

  it('keeps the status of an answer outside the contract', () => {
    expect(refusal(502, '<html>bad gateway</html>')).toMatchObject({
      status: 502,
      code: 'internal',
      origin: 'not_defined',
    });
  });
});
