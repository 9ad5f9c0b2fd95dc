import type { z } from 'zod';
import type { Rung } from '../auth/ladder';
import type { Context } from '../context';
import type { RestMeta } from './operation-contract';

/** A streaming operation's REST address and schemas, in its `.types.ts` like a procedure's. */
export type StreamingContract = {
  rest: RestMeta;
  /** Path parameters, validated before anything else (a failure is a 400, origin path). */
  input: z.ZodObject;
  /** Multipart fields, for the OpenAPI document. */
  multipart?: Record<string, { binary: boolean; required: boolean; description: string }>;
  /** JSON answer schema (checked), or the media type of a binary answer. */
  output: z.ZodType | { binary: string };
};

type Handler<Input, Extension> = (args: {
  request: Request;
  input: Input;
  ctx: Context & Extension;
}) => Promise<unknown>;

/**
 * An operation whose body or answer is a byte stream (multipart uploads, file downloads):
 * served by the same REST handler and documented in the same OpenAPI document as the
 * procedures, but handed the raw Request so nothing buffers the bytes. It climbs the same
 * ladder as procedures, once its path parameters are valid.
 */
export type StreamingRoute = {
  kind: 'streaming';
  contract: StreamingContract;
  rung: Rung<object>;
  handle: Handler<Record<string, string>, object>;
};

export function defineStreamingRoute<Contract extends StreamingContract, Extension extends object>(
  rung: Rung<Extension>,
  contract: Contract,
  handle: Handler<z.output<Contract['input']>, Extension>,
): StreamingRoute {
  return {
    kind: 'streaming',
    contract,
    rung,
    // The REST handler passes the input this contract parsed and the extension this rung made.
    handle: handle as StreamingRoute['handle'],
  };
}

export function isStreamingRoute(operation: unknown): operation is StreamingRoute {
  return (operation as Partial<StreamingRoute>).kind === 'streaming';
}
