import { describe, expect, it } from 'vitest';
import { createCaller, createContext, handleRestRequest, openApiDocument } from '../../index';

describe('health', () => {
  it('GET /api/health answers 200 when PostgreSQL answers', async () => {
    const response = await handleRestRequest(new Request('http://localhost:3000/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('HEAD /api/health answers like GET without a body', async () => {
    const response = await handleRestRequest(
      new Request('http://localhost:3000/api/health', { method: 'HEAD' }),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('is the same procedure over tRPC', async () => {
    const caller = createCaller(createContext({ headers: new Headers() }));
    expect(await caller.health.checkHealth()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('is documented in the OpenAPI document', () => {
    expect(openApiDocument('http://localhost:3000').paths['/health']).toMatchObject({
      get: { operationId: 'health.checkHealth' },
    });
  });
});
