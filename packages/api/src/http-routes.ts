import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createContext } from './context';
import { toAppError } from './errors/to-app-error';
import { handleAuthorize } from './oidc/handle-authorize';
import { handleDiscovery, handleJwks } from './oidc/handle-metadata';
import { handleLogout } from './oidc/handle-logout';
import { handleOwnCallback, handleOwnLogin } from './oidc/handle-own-login';
import { handleRevoke } from './oidc/handle-revoke';
import { handleToken } from './oidc/handle-token';
import { handleUserinfo } from './oidc/handle-userinfo';
import { backChannel, frontChannel } from './oidc/oauth-boundary';
import { createRestHandler } from './rest/create-rest-handler';
import { appRouter } from './root';
import { streamingRoutes } from './streaming-routes';

type Handler = (request: Request) => Response | Promise<Response>;

/** The contract's REST API under /api. */
export const handleRestRequest = createRestHandler(appRouter, streamingRoutes);

/** tRPC for the app's own pages, with the contract's statuses and error body. */
export function handleTrpcRequest(request: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: '/trpc',
    req: request,
    router: appRouter,
    createContext: ({ req }) => createContext({ headers: req.headers }),
    responseMeta: ({ ctx, errors }) => {
      const headers = new Headers(ctx?.response.headers);
      // Answers carry the session, the CSRF token, box contents: no cache may keep them.
      headers.set('cache-control', 'no-store');
      return { status: errors[0] ? toAppError(errors[0]).status : ctx?.response.status, headers };
    },
    onError: ({ error }) => {
      const appError = toAppError(error);
      if (appError.status >= 500) console.error('[trpc]', appError.cause ?? appError);
    },
  });
}

/**
 * Every HTTP endpoint that is not a page, by path and method: the Next.js route files pick
 * their handlers from here, and the tests serve the same table over node:http.
 */
const authorize = frontChannel('Sign-in request refused', handleAuthorize);
const userinfo = backChannel(handleUserinfo);
const logout = frontChannel('Sign-out request refused', handleLogout);

export const httpRoutes = {
  '/.well-known/openid-configuration': { GET: handleDiscovery },
  '/oauth2/auth': { GET: authorize, POST: authorize },
  '/oauth2/token': { POST: backChannel(handleToken) },
  '/oauth2/jwks': { GET: backChannel(handleJwks) },
  '/oauth2/userinfo': { GET: userinfo, POST: userinfo },
  '/oauth2/revoke': { POST: backChannel(handleRevoke) },
  '/oauth2/logout': { GET: logout, POST: logout },
  '/auth/login': { GET: frontChannel('Sign-in failed', handleOwnLogin) },
  '/auth/callback': { GET: frontChannel('Sign-in failed', handleOwnCallback) },
} satisfies Record<string, Partial<Record<'GET' | 'POST', Handler>>>;
