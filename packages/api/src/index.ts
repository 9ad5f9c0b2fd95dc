export {
  appRouter,
  createCaller,
  handleHttpRequest,
  handleRestRequest,
  handleTrpcRequest,
  httpRoutes,
  openApiDocument,
  servesPath,
  type AppRouter,
} from './http-routes';
export { createContext, type Context } from './context';
export { toAppError } from './errors/to-app-error';
export { REST_BASE_PATH } from './rest/create-rest-handler';
