import type { StreamingRoute } from './rest/streaming-route';
import { boxStreamingRoutes } from './routers/encrypted-files/streaming-routes';
import { identityStreamingRoutes } from './routers/identities/streaming-routes';

/** The byte-stream operations (uploads, downloads) of the REST API, next to the procedures. */
export const streamingRoutes: StreamingRoute[] = [
  ...identityStreamingRoutes,
  ...boxStreamingRoutes,
];
