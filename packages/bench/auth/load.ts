import { performance } from 'node:perf_hooks';
import os from 'node:os';
import autocannon from 'autocannon';
import { machineBusyCpuMs, ownCpuMs, processTreeCpu, type TreeCpu } from './process-cpu';

export type LoadResult = {
  /** 200 answers: the only ones counted as done. */
  successes: number;
  /** Other answers, by status. */
  failuresByStatus: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
  /** Successes per second, from the first request to the last answer. */
  successesPerSecond: number;
  /** Latencies of all answers, in ms. */
  p50Ms: number;
  p99Ms: number;
  seconds: number;
  /**
   * CPU time of the server's processes per 200 answer: less moved than the rate by other
   * work on the machine.
   */
  serverCpuMsPerSuccess: number;
  /** The part of serverCpuMsPerSuccess spent by PostgreSQL. */
  databaseCpuMsPerSuccess: number;
  /** Share of the machine's CPU that other processes used during the run, 0 to 1. */
  othersCpuShare: number;
  /** Status and start of the first non-200 body, to explain failures. */
  firstFailure: string | undefined;
};

/**
 * Sends each body once, in order, over `connections` keep-alive connections, and waits for
 * every answer (autocannon's `amount`). The bodies are ready-made so that the load generator
 * spends its CPU on HTTP only.
 */
export async function runLoad(options: {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  contentType: string;
  /** Sent with every request besides the content type (e.g. the browser's cookie). */
  headers?: Record<string, string>;
  bodies: string[];
  /** Headers of each request in turn, beside `bodies` (e.g. a DPoP proof each). */
  requestHeaders?: Record<string, string>[];
  connections: number;
  /** The server's root process, whose process tree's CPU time is measured. */
  serverPid: number;
  /**
   * A process tree whose PostgreSQL the server uses without owning it (oidc-provider's
   * durable store lives on Coffer's server): its PostgreSQL CPU counts as the server's.
   */
  databasePid?: number;
}): Promise<LoadResult> {
  const { bodies } = options;
  let next = 0;
  let successes = 0;
  let firstFailure: string | undefined;
  const serverTreeCpu = () =>
    addDatabaseCpu(processTreeCpu(options.serverPid), options.databasePid);
  const cpuBefore = {
    server: serverTreeCpu(),
    machine: machineBusyCpuMs(),
    own: ownCpuMs(),
  };
  const startedAt = performance.now();
  let lastAnswerAt = startedAt;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: options.url,
        connections: Math.min(options.connections, bodies.length),
        amount: bodies.length,
        requests: [
          {
            method: options.method,
            headers: { ...options.headers, 'content-type': options.contentType },
            // Called once per request (autocannon clones the request per connection).
            setupRequest: (request) => {
              const index = next++;
              const headers = options.requestHeaders?.[index];
              return {
                ...request,
                body: bodies[index] ?? '',
                ...(headers && { headers: { ...request.headers, ...headers } }),
              };
            },
            onResponse: (status, body) => {
              lastAnswerAt = performance.now();
              if (status === 200) successes++;
              else firstFailure ??= `${status} ${body.slice(0, 300)}`;
            },
          },
        ],
      },
      (error: Error | null, finished) => {
        if (error) reject(error);
        else resolve(finished);
      },
    );
  });
  const wallMs = performance.now() - startedAt;
  const serverCpu = serverTreeCpu();
  const serverCpuMs = serverCpu.totalMs - cpuBefore.server.totalMs;
  const databaseCpuMs = serverCpu.postgresMs - cpuBefore.server.postgresMs;
  const othersCpuMs =
    machineBusyCpuMs() - cpuBefore.machine - serverCpuMs - (ownCpuMs() - cpuBefore.own);
  // autocannon reports its end on a 1 s tick: time the run from its own answers instead.
  const seconds = (lastAnswerAt - startedAt) / 1000;
  return {
    successes,
    failuresByStatus: failuresByStatus(result),
    errors: result.errors,
    successesPerSecond: seconds > 0 ? successes / seconds : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    seconds,
    serverCpuMsPerSuccess: successes > 0 ? serverCpuMs / successes : 0,
    databaseCpuMsPerSuccess: successes > 0 ? databaseCpuMs / successes : 0,
    othersCpuShare: Math.max(0, othersCpuMs / (wallMs * os.availableParallelism())),
    firstFailure,
  };
}

function addDatabaseCpu(server: TreeCpu, databasePid: number | undefined): TreeCpu {
  if (databasePid === undefined) return server;
  const { postgresMs } = processTreeCpu(databasePid);
  return { totalMs: server.totalMs + postgresMs, postgresMs: server.postgresMs + postgresMs };
}

function failuresByStatus(result: autocannon.Result): Record<string, number> {
  return Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => status !== '200')
      .map(([status, { count }]) => [status, count ?? 0]),
  );
}
