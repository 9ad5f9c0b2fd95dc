import type { z } from 'zod';

export type RestMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where an operation lives in the REST API. The input schema's keys are taken from the
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

/**
 * An operation as HTTP sees it, apart from what it does: its REST address and the schemas
 * that check what comes in and what goes out. One definition serves tRPC, REST and OpenAPI.
 */
export type OperationContract = {
  rest: RestMeta;
  /** Path, query and body keys together (see RestMeta); none: the operation takes no input. */
  input?: z.ZodObject;
  /** Checked before it leaves (a mismatch is our bug: 500); none: the answer has no body. */
  output?: z.ZodType;
  /**
   * Set on a creation that can be retried safely with an Idempotency-Key (idempotency.ts):
   * `boxOf` names the box its kept answer is about, whose deletion removes the answer, or
   * null. Never on a creation whose answer shows a secret once: that answer must not be kept.
   */
  idempotencyKey?: { boxOf: (input: Fields, output: Fields) => string | null };
};

/** An operation's parsed input or output, as the idempotency step reads them. */
type Fields = Record<string, unknown>;
