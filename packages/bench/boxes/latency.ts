import { once } from 'node:events';
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';

export type Latency = { p50: number; p95: number; requests: number };

export type LatencyRequest = {
  method: 'GET' | 'HEAD';
  port: number;
  path: string;
  headers: Record<string, string>;
};

// One kept-alive connection, the answer read and dropped: the client's own work (a fetch
// Response, buffering the body) would otherwise show in the server's latency.
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

async function send({ method, port, path, headers }: LatencyRequest): Promise<number> {
  const request = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent });
  const answered = once(request, 'response') as Promise<[IncomingMessage]>;
  request.end();
  const [response] = await answered;
  response.resume();
  await once(response, 'end');
  return response.statusCode ?? 0;
}

/**
 * Sends `warmUp` then `requests` requests one after the other (the latency of one request,
 * not the throughput of many) and gives the percentiles of the measured ones, in ms. Every
 * answer must have the expected status.
 */
export async function measureLatency(options: {
  request: LatencyRequest;
  expectedStatus: number;
  warmUp: number;
  requests: number;
}): Promise<Latency> {
  const durations: number[] = [];
  for (let index = 0; index < options.warmUp + options.requests; index++) {
    const started = performance.now();
    const status = await send(options.request);
    const elapsed = performance.now() - started;
    if (status !== options.expectedStatus) {
      throw new Error(
        `${options.request.path} answered ${status}, expected ${options.expectedStatus}`,
      );
    }
    if (index >= options.warmUp) durations.push(elapsed);
  }
  durations.sort((a, b) => a - b);
  const at = (quantile: number) =>
    durations[Math.min(durations.length - 1, Math.floor(quantile * durations.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), requests: durations.length };
}
