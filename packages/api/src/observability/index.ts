export { logServerError } from './logger';
export { getMetrics } from './metrics';
export { observeRequests } from './observe-requests';
export { noteCaller, noteRoute } from './request-context';
export { createMetricsServer } from './serve-metrics';
