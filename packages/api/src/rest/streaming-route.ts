import type { z } from 'zod';
import type { Context } from '../context';
import type { RestMeta } from './rest-meta';

/**
 * An operation whose body or answer is a byte stream (multipart uploads, file downloads):
 * served by the same REST handler and documented in the same OpenAPI document as the
 * procedures, but handed the raw Request so nothing buffers the bytes.
 */
export type StreamingRoute = {
  meta: RestMeta;
  /** Path parameters, validated before `handle` runs (a failure is a 400, origin path). */
  params: z.ZodObject;
  /** Multipart fields, for the OpenAPI document. */
  multipart?: Record<string, { binary: boolean; required: boolean; description: string }>;
  /** JSON answer schema (checked), or the media type of a binary answer. */
  output: z.ZodType | { binary: string };
  handle: (args: {
    request: Request;
    params: Record<string, string>;
    ctx: Context;
  }) => Promise<unknown>;
};

export function defineStreamingRoute<Params extends z.ZodObject>(route: {
  meta: RestMeta;
  params: Params;
  multipart?: StreamingRoute['multipart'];
  output: StreamingRoute['output'];
  handle: (args: { request: Request; params: z.output<Params>; ctx: Context }) => Promise<unknown>;
}): StreamingRoute {
  return route as unknown as StreamingRoute;
}
