import { setTimeout as sleep } from 'node:timers/promises';
import { ConnectionError, TimeoutError } from '../errors';
import type { OrganizationToken } from './organization-token';
import { postStream, type StreamAnswer } from './post-stream';
import type { RequestDebugHook, RequestOptions } from './request-options';
import { isRepeatable, isRetriedStatus, retryDelayMs } from './retry-policy';
import { USER_AGENT } from './user-agent';

export type TransportOptions = {
  fetch: typeof globalThis.fetch;
  /** Retries of a repeatable request (docs/sdk.md#retries). */
  maxRetries: number;
  /** Milliseconds an attempt may wait for the answer to start. */
  timeoutMs: number;
  debug?: RequestDebugHook;
};

export type Sending = {
  /** The request of each attempt: built again, so a body (or an assertion) is fresh each time. */
  build: () => Request | Promise<Request>;
  options: RequestOptions;
  /** Sends the organization's token, renewed once if Coffer refuses it (401). */
  token?: OrganizationToken;
  /** Repeatable even as a POST without a key (a token request changes nothing). */
  repeatable?: boolean;
};

/**
 * How every request of the SDK goes out (docs/sdk.md): its User-Agent and token, a timeout
 * and the caller's AbortSignal on each attempt, retries of what is safe to repeat, the token
 * renewed once on a 401, and the debug hook told of each attempt.
 */
export class Transport {
  readonly #options: TransportOptions;

  constructor(options: TransportOptions) {
    this.#options = options;
  }

  /** A fetch for openapi-fetch's calls (one call's options), retrying as `send` does. */
  fetchFor(options: RequestOptions, token: OrganizationToken, idempotencyKey?: string) {
    return (input: Request): Promise<Response> =>
      this.send({
        options,
        token,
        build: () => {
          const request = input.clone();
          if (idempotencyKey !== undefined) request.headers.set('idempotency-key', idempotencyKey);
          return request;
        },
      });
  }

  async send({ build, options, token, repeatable = false }: Sending): Promise<Response> {
    const maxRetries = options.maxRetries ?? this.#options.maxRetries;
    const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs;
    let retries = 0;
    let renewed = false;
    for (let attempt = 1; ; attempt += 1) {
      options.signal?.throwIfAborted();
      const request = await build();
      request.headers.set('user-agent', USER_AGENT);
      const sentToken = token ? await token.get() : undefined;
      if (sentToken) request.headers.set('authorization', `Bearer ${sentToken}`);
      const canRepeat =
        (repeatable || isRepeatable(request.method, request.headers)) && retries < maxRetries;
      const started = performance.now();
      const report = (response: Response | null) =>
        this.#report({
          method: request.method,
          url: request.url,
          status: response?.status ?? null,
          requestId: response?.headers.get('x-request-id') ?? null,
          durationMs: Math.round(performance.now() - started),
          attempt,
        });
      let response: Response;
      try {
        response = await this.#fetchWithin(request, timeoutMs, options.signal);
      } catch (error) {
        report(null);
        if (options.signal?.aborted) throw options.signal.reason;
        if (!canRepeat) throw this.#failure(request, error);
        retries += 1;
        await wait(retryDelayMs(retries, null) ?? 0, options.signal);
        continue;
      }
      report(response);
      if (response.status === 401 && token && sentToken && !renewed) {
        // A token Coffer no longer takes (revoked, its key rotated, a clock off): one new one.
        renewed = true;
        token.drop(sentToken);
        await response.body?.cancel();
        continue;
      }
      if (canRepeat && (isRetriedStatus(response.status) || (await isKeyInFlight(response)))) {
        const delay = retryDelayMs(retries + 1, response.headers.get('retry-after'));
        if (delay !== null) {
          retries += 1;
          await response.body?.cancel();
          await wait(delay, options.signal);
          continue;
        }
      }
      return response;
    }
  }

  /**
   * An upload (node:http, post-stream.ts): its stream is read once, so it is sent once, with
   * the same User-Agent, timeout, signal and debug report as any call.
   */
  async stream(
    url: URL,
    headers: Record<string, string>,
    body: ReadableStream<Uint8Array>,
    options: RequestOptions,
  ): Promise<StreamAnswer> {
    const timeoutMs = options.timeoutMs ?? this.#options.timeoutMs;
    const started = performance.now();
    let answer: StreamAnswer | null = null;
    try {
      answer = await postStream(url, { ...headers, 'user-agent': USER_AGENT }, body, {
        signal: options.signal,
        timeoutMs,
      });
      return answer;
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      throw error;
    } finally {
      this.#report({
        method: 'POST',
        url: url.href,
        status: answer?.status ?? null,
        requestId: answer?.headers.get('x-request-id') ?? null,
        durationMs: Math.round(performance.now() - started),
        attempt: 1,
      });
    }
  }

  /**
   * The attempt, given up after `timeoutMs` without the start of an answer. The timer stops
   * once the answer starts: a long download is not cut, while the caller's signal still is.
   */
  async #fetchWithin(
    request: Request,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Response> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    try {
      return await this.#options.fetch(request, {
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
      });
    } catch (error) {
      if (timeout.signal.aborted && !signal?.aborted) {
        throw new TimeoutError(request.method, request.url, timeoutMs);
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  #failure(request: Request, error: unknown): Error {
    if (error instanceof TimeoutError) return error;
    return new ConnectionError(request.method, request.url, { cause: error });
  }

  #report(info: Parameters<RequestDebugHook>[0]): void {
    try {
      this.#options.debug?.(info);
    } catch {
      // A debug hook that throws must not turn a request's outcome into its own failure.
    }
  }
}

/** A 409 for a key whose first request is still running: its answer is coming (docs/http-api.md). */
async function isKeyInFlight(response: Response): Promise<boolean> {
  if (response.status !== 409) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { details?: Record<string, string> } | null;
  return body?.details?.['Idempotency-Key'] === 'locked';
}

async function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  try {
    await sleep(ms, undefined, { signal });
  } catch (error) {
    throw signal?.aborted ? signal.reason : error;
  }
}
