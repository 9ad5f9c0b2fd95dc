import type { z } from 'zod';
import type { Rung } from '../auth/ladder';
import type { Context } from '../context';
import type { RestMeta } from './operation-contract';

/** A streaming operation's REST address and schemas, in its `.types.ts` like any other's. */
export type StreamingContract = {
  rest: RestMeta;
  /** Path and query parameters (the body is the stream). */
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
 * An operation whose body or answer is a byte stream (multipart uploads, file downloads, event
 * streams): served by the same REST handler, admitted by the same guard (runOperation's
 * `admit`) and documented in the same OpenAPI document as the others, but handed the raw
 * Request so nothing buffers the bytes. REST only: the pages reach it by its address.
 */
export type StreamingOperation = {
  kind: 'streaming';
  contract: StreamingContract;
  rung: Rung<object>;
  handle: Handler<Record<string, string>, object>;
};

export function defineStreamingOperation<
  Contract extends StreamingContract,
  Extension extends object,
>(
  rung: Rung<Extension>,
  contract: Contract,
  handle: Handler<z.output<Contract['input']>, Extension>,
): StreamingOperation {
  return {
    kind: 'streaming',
    contract,
    rung,
    // admit hands the handler the input this contract parsed and the extension this rung made.
    handle: handle as StreamingOperation['handle'],
  };
}

export function isStreamingOperation(operation: unknown): operation is StreamingOperation {
  return (operation as Partial<StreamingOperation>).kind === 'streaming';
}
