import { describe, expect, it } from 'vitest';
import { AppError, STATUS_BY_CODE } from './app-error';

describe('AppError', () => {
  it('maps every code to the contract status', () => {
    expect(STATUS_BY_CODE).toEqual({
      bad_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      method_not_allowed: 405,
      conflict: 409,
      gone: 410,
      request_entity_too_large: 413,
      unprocessable_entity: 422,
      too_many_requests: 429,
      internal: 500,
      service_unavailable: 503,
      insufficient_storage: 507,
    });
  });

  it('renders the contract body with origin and details', () => {
    const error = new AppError('forbidden', {
      origin: 'acr',
      desc: 'acr is too low',
      details: { acr: 'forbidden', required_acr: '2' },
    });
    expect(error.status).toBe(403);
    expect(error.toBody()).toEqual({
      code: 'forbidden',
      origin: 'acr',
      desc: 'acr is too low',
      details: { acr: 'forbidden', required_acr: '2' },
    });
  });

  it('says nothing internal in a 5xx body', () => {
    const error = new AppError('service_unavailable', {
      origin: 'body',
      desc: 'pool exhausted at 10.0.0.5',
      details: { sql: 'SELECT secret' },
      cause: new Error('boom'),
    });
    expect(error.toBody()).toEqual({
      code: 'service_unavailable',
      origin: 'not_defined',
      desc: 'the service is unavailable',
      details: {},
    });
  });
});
