import { createServer, type Server } from 'node:http';
import { getMetrics } from './metrics';

/**
 * The metrics endpoint, on a server of its own (METRICS_PORT): GET /metrics in Prometheus'
 * text format. Kept off the public port, so nothing on the internet reads it.
 */
export function createMetricsServer(): Server {
  return createServer((request, response) => {
    if (request.url !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404).end();
      return;
    }
    const { registry } = getMetrics();
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { 'content-type': registry.contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      () => response.writeHead(500).end(),
    );
  });
}
