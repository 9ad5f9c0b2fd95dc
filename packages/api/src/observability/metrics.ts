import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { poolUsage } from '@coffer/db/pool-usage';
import { countQueuedJobs } from '@coffer/domain/jobs';

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'coffer_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'coffer_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method and route template',
      labelNames: ['method', 'route'] as const,
      // From a cached read to a 126 MiB upload.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers,
    }),
    loginSteps: new Counter({
      name: 'coffer_login_steps_total',
      help: 'Authentication steps of the login, by outcome: completed (signed in), continued (another step needed), or the refusal code',
      labelNames: ['outcome'] as const,
      registers,
    }),
    uploadsInFlight: new Gauge({
      name: 'coffer_uploads_in_flight',
      help: 'Uploads (files, avatars) being streamed to storage now',
      registers,
    }),
    uploadBytes: new Counter({
      name: 'coffer_upload_bytes_total',
      help: 'Bytes of uploads streamed to storage, kept or not',
      registers,
    }),
    dbPool: new Gauge({
      name: 'coffer_db_pool_connections',
      help: 'Connections of the database pool: total open, idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const usage = poolUsage();
        this.set({ state: 'total' }, usage.total);
        this.set({ state: 'idle' }, usage.idle);
        this.set({ state: 'waiting' }, usage.waiting);
      },
    }),
    jobQueue: new Gauge({
      name: 'coffer_job_queue_jobs',
      help: 'Jobs of the queue not done yet (emails, webhooks), by queue and state: created, retry, active',
      labelNames: ['queue', 'state'] as const,
      registers,
      async collect() {
        this.reset();
        // A scrape while the database is away shows no depth rather than failing whole.
        const counts = await countQueuedJobs().catch(() => []);
        for (const { queue, state, count } of counts) this.set({ queue, state }, count);
      },
    }),
  };
}

type Metrics = ReturnType<typeof createMetrics>;

let metrics: Metrics | undefined;

/** The process's metrics, made at first use. */
export function getMetrics(): Metrics {
  metrics ??= createMetrics();
  return metrics;
}
