import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { appRouter, createContext, toAppError } from '@coffer/api';

export const dynamic = 'force-dynamic';

function handler(request: Request): Promise<Response> {
  return fetchRequestHandler({
    endpoint: '/trpc',
    req: request,
    router: appRouter,
    createContext: ({ req }) => createContext({ headers: req.headers }),
    // Statuses come from the contract's table, not from tRPC's own codes.
    responseMeta: ({ ctx, errors }) => ({
      status: errors[0] ? toAppError(errors[0]).status : ctx?.response.status,
      headers: ctx?.response.headers,
    }),
    onError: ({ error }) => {
      const appError = toAppError(error);
      if (appError.status >= 500) console.error('[trpc]', appError.cause ?? appError);
    },
  });
}

export { handler as GET, handler as POST };
