import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { describe, expect, it } from 'vitest';
import { handleRestRequest, type AppRouter } from '@coffer/api';
import { failureOf, inProcessApi } from '../../test/in-process-api';
import { apiErrorLink } from '../trpc/api-error-link';
import { ApiError } from './api-error';
import { apiErrorOf, toApiError } from './to-api-error';

// Every authentication request is counted per address in PostgreSQL; a budget small enough
// for the refusal below to come quickly. Set before anything reads the environment.
process.env['AUTH_REQUESTS_PER_IP_PER_MINUTE'] = '20';

describe("the tRPC clients' one error mapping (apiErrorLink)", () => {
  it("rejects a refused call with the contract's ApiError, still a TRPCClientError", async () => {
    const failure = await failureOf(() => inProcessApi.auth.getSession.query());
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toBeInstanceOf(TRPCClientError);
    expect(failure).toMatchObject({ status: 401, body: { code: 'unauthorized' } });
    // tRPC's own fields stay, as react-query's options type them.
    expect(failure).toMatchObject({ data: { httpStatus: 401 } });
  });

  it('keeps the field a validation refusal names', async () => {
    const error = await failureOf(() =>
      inProcessApi.auth.getLoginInfo.query({ login_challenge: 'short' }),
    );
    expect(error).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect((error as ApiError).detail('login_challenge')).toBe('malformed');
  });

  it("reaches react-query as it is: a read's error and a write's are ApiErrors", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const trpc = createTRPCOptionsProxy<AppRouter>({ client: inProcessApi, queryClient });
    const read = await failureOf(() => queryClient.query(trpc.auth.getSession.queryOptions()));
    expect(read).toBeInstanceOf(ApiError);
    expect(read).toMatchObject({ status: 401 });
    const { mutationFn } = trpc.identities.updateIdentity.mutationOptions();
    const write = await failureOf(() =>
      mutationFn!({ id: 'not-an-identity', display_name: 'x' }, undefined as never),
    );
    expect(write).toBeInstanceOf(ApiError);
    expect((write as ApiError).status).toBeGreaterThanOrEqual(400);
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
      links: [apiErrorLink, httpBatchLink({ url: `http://127.0.0.1:${port}/trpc` })],
    });
    const error = await failureOf(() => unreachable.health.checkHealth.query());
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNetworkError).toBe(true);
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
