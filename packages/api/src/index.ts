import { appRouter } from './root';
import { buildOpenApiDocument } from './rest/openapi-document';
import { streamingRoutes } from './streaming-routes';

export { appRouter, createCaller, type AppRouter } from './root';
export { createContext, type Context } from './context';
export { toAppError } from './errors/to-app-error';
export { REST_BASE_PATH } from './rest/create-rest-handler';
export { handleRestRequest, handleTrpcRequest, httpRoutes } from './http-routes';

/** OpenAPI 3.1 of the REST API, for the given public origin. */
export function openApiDocument(origin: string) {
  return buildOpenApiDocument(appRouter, origin, streamingRoutes);
}
export { isDevOutboxAvailable } from './routers/dev/dev-outbox-availability';
