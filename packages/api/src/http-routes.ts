import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { AppError } from '@coffer/domain';
import { getEnv } from '@coffer/env';
import { createContext } from './context';
import { toAppError } from './errors/to-app-error';
import { handleAuthorize } from './oidc/handle-authorize';
import { handleDiscovery, handleJwks } from './oidc/handle-metadata';
import { handleLogout } from './oidc/handle-logout';
import { handleOwnCallback, handleOwnLogin } from './oidc/handle-own-login';
import { handlePushedAuthorizationRequest } from './oidc/handle-par';
import { handleRevoke } from './oidc/handle-revoke';
import { handleToken } from './oidc/handle-token';
import { handleUserinfo } from './oidc/handle-userinfo';
import { clientChallenge, userinfoChallenge } from './oidc/challenges';
import { backChannel, frontChannel } from './oidc/oauth-boundary';
import { createRestHandler, REST_BASE_PATH } from './rest/create-rest-handler';
import { buildOpenApiDocument } from './rest/openapi-document';
import type { OperationTable } from './operations/operation-table';
import { accessRequestsOperations } from './areas/access-requests/operations';
import { accountsOperations } from './areas/accounts/operations';
import { authOperations } from './areas/auth/operations';
import { boxesOperations } from './areas/boxes/operations';
import { devOperations } from './areas/dev/operations';
import { encryptedFilesOperations } from './areas/encrypted-files/operations';
import { healthOperations } from './areas/health/operations';
import { identitiesOperations } from './areas/identities/operations';
import { keySharesOperations } from './areas/key-shares/operations';
import { keyStorageOperations } from './areas/key-storage/operations';
import { messagesOperations } from './areas/messages/operations';
import { notificationsOperations } from './areas/notifications/operations';
import { organizationsOperations } from './areas/organizations/operations';
import { provisionsOperations } from './areas/provisions/operations';
import { sessionsOperations } from './areas/sessions/operations';
import { totpOperations } from './areas/totp/operations';
import { webauthnCredentialsOperations } from './areas/webauthn-credentials/operations';
import { webhooksOperations } from './areas/webhooks/operations';
import { createCallerFactory, trpcRouterOf } from './trpc';
import { logServerError } from './observability/logger';
import { WholeResponse } from './http/whole-response';

// The HTTP surface of Coffer, all of it in this file: the API's operations by area (under
// /api as REST, under /trpc for the app's pages, in /api/openapi.json) and the OAuth/OIDC
// endpoints by path. Coffer's server (apps/web/src/server) and the tests' server serve it.

/** Every operation of the API: `area.name` is its tRPC path and OpenAPI operationId. */
export const operations = {
  accessRequests: accessRequestsOperations,
  accounts: accountsOperations,
  auth: authOperations,
  boxes: boxesOperations,
  dev: devOperations,
  encryptedFiles: encryptedFilesOperations,
  health: healthOperations,
  identities: identitiesOperations,
  keyShares: keySharesOperations,
  keyStorage: keyStorageOperations,
  messages: messagesOperations,
  notifications: notificationsOperations,
  organizations: organizationsOperations,
  provisions: provisionsOperations,
  sessions: sessionsOperations,
  totp: totpOperations,
  webauthnCredentials: webauthnCredentialsOperations,
  webhooks: webhooksOperations,
} satisfies OperationTable;

/** The pages' tRPC router, derived from the table (byte streams are REST only). */
export const appRouter = trpcRouterOf(operations);
export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);

/** The contract's REST API under /api. */
export const handleRestRequest = createRestHandler(operations);

/** OpenAPI 3.1 of the REST API, for the given public origin. */
export function openApiDocument(origin: string) {
  return buildOpenApiDocument(operations, origin);
}

const TRPC_BASE_PATH = '/trpc';

/** tRPC for the app's own pages, with the contract's statuses and error body. */
export function handleTrpcRequest(request: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: TRPC_BASE_PATH,
    req: request,
    router: appRouter,
    createContext: ({ req }) => createContext({ headers: req.headers }),
    responseMeta: ({ ctx, errors }) => {
      const headers = new Headers(ctx?.response.headers);
      // A refusal's own headers (the Retry-After of a 429 or a 503), as REST sends them.
      const refusal = errors[0] ? toAppError(errors[0]) : null;
      for (const [name, value] of Object.entries(refusal?.headers ?? {})) headers.set(name, value);
      // Answers carry the session, the CSRF token, box contents: no cache may keep them.
      headers.set('cache-control', 'no-store');
      return { status: refusal?.status ?? ctx?.response.status, headers };
    },
    onError: ({ error }) => {
      const appError = toAppError(error);
      if (appError.status >= 500) logServerError('trpc', appError.cause ?? appError);
    },
  });
}

type Handler = (request: Request) => Response | Promise<Response>;

const authorize = frontChannel('Sign-in request refused', handleAuthorize);
const userinfo = backChannel(handleUserinfo, userinfoChallenge);
const logout = frontChannel('Sign-out request refused', handleLogout);

/** The endpoints that are not the API nor a page, by path and method. */
export const httpRoutes = {
  '/.well-known/openid-configuration': { GET: handleDiscovery },
  // RFC 8414 §3: where OAuth-only clients look first; the same document (./handle-metadata).
  '/.well-known/oauth-authorization-server': { GET: handleDiscovery },
  '/oauth2/auth': { GET: authorize, POST: authorize },
  '/oauth2/token': { POST: backChannel(handleToken, clientChallenge) },
  '/oauth2/par': { POST: backChannel(handlePushedAuthorizationRequest, clientChallenge) },
  '/oauth2/jwks': { GET: backChannel(handleJwks) },
  '/oauth2/userinfo': { GET: userinfo, POST: userinfo },
  '/oauth2/revoke': { POST: backChannel(handleRevoke, clientChallenge) },
  '/oauth2/logout': { GET: logout, POST: logout },
  '/auth/login': { GET: frontChannel('Sign-in failed', handleOwnLogin) },
  '/auth/callback': { GET: frontChannel('Sign-in failed', handleOwnCallback) },
} satisfies Record<string, Partial<Record<'GET' | 'POST', Handler>>>;

/** The paths this table answers: every other one is a page (apps/web/src/server/dispatch.ts). */
export function servesPath(pathname: string): boolean {
  return (
    pathname === REST_BASE_PATH ||
    OWN_PREFIXES.some((prefix) => pathname.startsWith(prefix)) ||
    pathname in httpRoutes
  );
}

const OWN_PREFIXES = [`${REST_BASE_PATH}/`, `${TRPC_BASE_PATH}/`, '/oauth2/', '/.well-known/'];
const OPENAPI_PATH = `${REST_BASE_PATH}/openapi.json`;

/**
 * The whole HTTP surface but the pages, as one handler: Coffer's server sends it every path
 * `servesPath` names, the tests' server every request. A path or method that nothing here
 * serves is answered in the contract's error shape.
 */
export function handleHttpRequest(request: Request): Response | Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === OPENAPI_PATH && (request.method === 'GET' || request.method === 'HEAD')) {
    return WholeResponse.json(openApiDocument(getEnv().appOrigin), {
      headers: { 'cache-control': 'no-store' },
    });
  }
  if (pathname === REST_BASE_PATH || pathname.startsWith(`${REST_BASE_PATH}/`)) {
    return handleRestRequest(request);
  }
  if (pathname.startsWith(`${TRPC_BASE_PATH}/`)) return handleTrpcRequest(request);
  const methods: Partial<Record<string, Handler>> | undefined =
    pathname in httpRoutes ? httpRoutes[pathname as keyof typeof httpRoutes] : undefined;
  if (!methods) {
    return errorResponse(
      new AppError('not_found', {
        origin: 'path',
        desc: `nothing at ${pathname}`,
        details: { path: 'not_found' },
      }),
    );
  }
  // HEAD is GET without the body (RFC 9110 §9.3.2); node:http sends none for HEAD.
  const handler =
    methods[request.method] ?? (request.method === 'HEAD' ? methods['GET'] : undefined);
  if (handler) return handler(request);
  const allowed = Object.keys(methods);
  if (allowed.includes('GET')) allowed.push('HEAD');
  return errorResponse(
    new AppError('method_not_allowed', {
      desc: `${request.method} is not allowed here; allowed: ${allowed.join(', ')}`,
      details: { method: 'invalid' },
      headers: { allow: allowed.join(', ') },
    }),
  );
}

function errorResponse(error: AppError): Response {
  return WholeResponse.json(error.toBody(), {
    status: error.status,
    headers: { ...error.headers, 'cache-control': 'no-store' },
  });
}
