import type { StreamingRoute } from './rest/streaming-route';

/** The byte-stream operations (uploads, downloads) of the REST API, next to the procedures. */
export const streamingRoutes: StreamingRoute[] = [];
