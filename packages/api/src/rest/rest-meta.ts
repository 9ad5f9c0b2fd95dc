export type RestMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a procedure lives in the REST API. The input schema's keys are taken from the
 * path (`{name}` segments), from the query string (GET, HEAD, DELETE, and the keys listed
 * in `query`), and from the JSON body (everything else, and the keys a DELETE lists in
 * `body`).
 */
export type RestMeta = {
  method: RestMethod;
  /** Relative to /api, e.g. `/identities/{id}/notifications`. */
  path: `/${string}`;
  /** Success status: 200 by default; 201 for creations; 204 for empty answers. */
  status?: 200 | 201 | 204;
  summary: string;
  tags: string[];
  /** Input keys read from the query string for methods that otherwise take a body. */
  query?: readonly string[];
  /** Input keys read from the JSON body of a DELETE (e.g. a deletion's confirmation). */
  body?: readonly string[];
};

export type ProcedureMeta = { rest?: RestMeta };
