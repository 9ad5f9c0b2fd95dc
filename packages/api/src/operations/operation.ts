import type { z } from 'zod';
import type { Rung } from '../auth/ladder';
import type { Context } from '../context';
import type { OperationContract } from './operation-contract';

type Side = 'input' | 'output';
type Parsed<Schema extends z.ZodType, S extends Side> = S extends 'input'
  ? z.input<Schema>
  : z.output<Schema>;

/** What an operation takes, as its caller sends it (`input`) or as its handler gets it. */
export type InputOf<Contract, S extends Side> = Contract extends {
  input: infer Schema extends z.ZodType;
}
  ? Parsed<Schema, S>
  : undefined;

/** What an operation answers, as its handler returns it (`input`) or as it is sent. */
export type OutputOf<Contract, S extends Side> = Contract extends {
  output: infer Schema extends z.ZodType;
}
  ? Parsed<Schema, S>
  : undefined;

/** A handler's result: without an output schema, the answer has no body and it is dropped. */
type HandlerResult<Contract> = Contract extends { output: z.ZodType }
  ? OutputOf<Contract, 'input'>
  : unknown;

/**
 * One operation of the API, defined once (docs/http-api.md): its contract (REST address, zod
 * input and output), its guard (the rung of the ladder: who may call, at which acr; the proof
 * of a sensitive operation is looked up by its name in auth/operation-proofs.ts) and its
 * handler. REST (rest/create-rest-handler.ts) and the pages' tRPC (trpc.ts) both serve it
 * through runOperation, the one path from a request's input to its answer or refusal.
 */
export type Operation<Contract extends OperationContract = OperationContract> = {
  kind: 'operation';
  contract: Contract;
  rung: Rung<object>;
  handle: (args: { ctx: Context; input: unknown }) => unknown;
};

export function defineOperation<Contract extends OperationContract, Extension extends object>(
  rung: Rung<Extension>,
  contract: Contract,
  handle: (args: {
    ctx: Context & Extension;
    input: InputOf<Contract, 'output'>;
  }) => HandlerResult<Contract> | Promise<HandlerResult<Contract>>,
): Operation<Contract> {
  // runOperation hands the handler the input this contract parsed and the context this rung made.
  return { kind: 'operation', contract, rung, handle: handle as Operation['handle'] };
}

export function isOperation(operation: unknown): operation is Operation {
  return (operation as Partial<Operation>).kind === 'operation';
}
