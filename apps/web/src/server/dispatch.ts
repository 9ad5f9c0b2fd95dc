import type { NodeHandler } from '@coffer/api/server';

export type Dispatch = {
  /** Whether packages/api's table answers this path (`servesPath`). */
  servesPath: (pathname: string) => boolean;
  /** The table, through serveFetch. */
  api: NodeHandler;
  /** Next.js's request handler: the pages and their assets. */
  pages: NodeHandler;
};

/**
 * The one fork of a request's path (ARCHITECTURE.md, "Request path"): /api, /trpc,
 * /oauth2/*, /.well-known/* and the app's own sign-in go to packages/api's table without
 * Next.js ever seeing them; everything else is a page, which Next.js renders.
 */
export function dispatch({ servesPath, api, pages }: Dispatch): NodeHandler {
  return (request, response) =>
    servesPath(pathOf(request.url ?? '/')) ? api(request, response) : pages(request, response);
}

/** The path of a request target: origin-form (`/path?query`) or absolute-form. */
function pathOf(target: string): string {
  if (!target.startsWith('/')) {
    try {
      return new URL(target).pathname;
    } catch {
      return target;
    }
  }
  const end = target.search(/[?#]/);
  return end === -1 ? target : target.slice(0, end);
}
