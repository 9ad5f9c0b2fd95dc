import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { handleRestRequest, type AppRouter } from '@coffer/api';
import { failureOf, inProcessApi } from '../../test/in-process-api';
import { ApiError } from './api-error';
import { apiErrorOf, toApiError } from './to-api-error';

// Every authentication request is counted per address in PostgreSQL; a budget small enough
// for the refusal below to come quickly. Set before anything reads the environment.
process.env['AUTH_REQUESTS_PER_IP_PER_MINUTE'] = '20';

describe('toApiError', () => {
  it("gives a tRPC refusal the contract's status and body", async () => {
    const failure = await failureOf(() => inProcessApi.auth.getSession.query());
    expect(failure).toBeInstanceOf(TRPCClientError);
    const error = toApiError(failure);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
  });

  it('keeps the field a validation refusal names', async () => {
    const error = toApiError(
      await failureOf(() => inProcessApi.auth.getLoginInfo.query({ login_challenge: 'short' })),
    );
    expect(error).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect((error as ApiError).detail('login_challenge')).toBe('malformed');
  });

  it('reads the wait of a 429 from the answer of /trpc', () => {
    const response = new Response(null, { status: 429, headers: { 'retry-after': '42' } });
    const body = { code: 'too_many_requests', origin: 'headers', desc: 'x', details: {} };
    const failure = TRPCClientError.from(
      { error: { code: -32603, message: 'x', data: { httpStatus: 429, body } } },
      { meta: { response } },
    );
    expect(toApiError(failure)).toMatchObject({ status: 429, body, retryAfterSeconds: 42 });
  });

  it('a call that never got an answer is a network error', async () => {
    // A port that was just listened on and closed: nobody answers there.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `http://127.0.0.1:${port}/trpc` })],
    });
    const error = toApiError(await failureOf(() => unreachable.health.checkHealth.query()));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
  });

  it('returns any other failure as it is', () => {
    const closedDialog = new DOMException('closed', 'NotAllowedError');
    expect(toApiError(closedDialog)).toBe(closedDialog);
  });
});

describe('apiErrorOf', () => {
  it('reads a REST refusal: status, body and Retry-After', async () => {
    const headers = { 'x-coffer-client-ip': '203.0.113.7' };
    const ask = () =>
      handleRestRequest(
        new Request('http://coffer.test/api/auth/login/info?login_challenge=short', { headers }),
      );
    // The per-address budget of authentication requests: the answer past it names its wait.
    let refused = await ask();
    for (let tries = 1; refused.status !== 429 && tries < 1000; tries += 1) refused = await ask();
    const error = await apiErrorOf(refused);
    expect(error).toMatchObject({ status: 429, body: { code: 'too_many_requests' } });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });

  it("keeps the status of an answer that is not the contract's (a proxy's page)", async () => {
    const error = await apiErrorOf(new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(error).toMatchObject({ status: 502, body: null, retryAfterSeconds: null });
  });
});
