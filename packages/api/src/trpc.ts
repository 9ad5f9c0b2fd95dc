import {
  initTRPC,
  type AnyTRPCProcedure,
  type TRPCProcedureBuilder,
  type TRPCUnsetMarker,
} from '@trpc/server';
import type { z } from 'zod';
import type { Caller } from '@coffer/domain/sessions';
import { checkProof } from './auth/operation-proofs';
import {
  authFlowRung,
  callerRung,
  optionalCallerRung,
  publicRung,
  userRung,
  type Guard,
  type Rung,
} from './auth/ladder';
import type { Context } from './context';
import { findUnfitField } from './errors/unfit-input';
import { toAppError } from './errors/to-app-error';
import { noteRoute } from './observability/request-context';
import { registerContract, type OperationContract } from './rest/operation-contract';

const t = initTRPC.context<Context>().create({
  // tRPC callers get the contract's error body too, under data.body, with its status.
  errorFormatter({ shape, error }) {
    const appError = toAppError(error);
    const body = appError.toBody();
    return {
      code: shape.code,
      message: body.desc,
      data: { code: shape.data.code, httpStatus: appError.status, path: shape.data.path, body },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Every procedure starts here: it names the request's route for the log (unless REST named
 * it), and an input no operation can take (a NUL character anywhere, which PostgreSQL text
 * cannot hold, or nesting deeper than any contract) is a 400 naming the field, before any
 * rung of the ladder runs.
 */
const baseProcedure = t.procedure.use(async ({ path, getRawInput, next }) => {
  noteRoute(`/trpc/${path}`);
  const unfit = findUnfitField(await getRawInput());
  if (unfit !== null) throw unfit;
  return next();
});

// The guard of each rung's procedure builder, which withContract keeps with the procedure
// it builds: the OpenAPI document states every operation's security from it.
const guards = new WeakMap<object, Guard>();

/** The procedures of one rung of the ladder (auth/ladder.ts). */
function onRung<Extension extends object>(rung: Rung<Extension>) {
  const builder = baseProcedure.use(async ({ ctx, next }) =>
    next({ ctx: await rung(ctx.headers) }),
  );
  guards.set(builder, rung.guard);
  return builder;
}

export const publicProcedure = baseProcedure;
guards.set(publicProcedure, publicRung.guard);
export const authFlowProcedure = onRung(authFlowRung);
export const optionalCallerProcedure = onRung(optionalCallerRung);
export const callerProcedure = (minimumAcr: number) => onRung(callerRung(minimumAcr));
export const userProcedure = (minimumAcr: number) => onRung(userRung(minimumAcr));

type Unset = TRPCUnsetMarker;
type Io = 'input' | 'output';
type Parsed<Schema extends z.ZodType, Side extends Io> = Side extends 'input'
  ? z.input<Schema>
  : z.output<Schema>;
type InputOf<Contract, Side extends Io> = Contract extends { input: infer Schema extends z.ZodType }
  ? Parsed<Schema, Side>
  : Unset;
type OutputOf<Contract, Side extends Io> = Contract extends {
  output: infer Schema extends z.ZodType;
}
  ? Parsed<Schema, Side>
  : Unset;

/** The part of tRPC's procedure builder withContract drives, whatever its type parameters. */
type Chain = {
  use: (
    middleware: (options: {
      ctx: { caller?: Caller | null };
      path: string;
      input: unknown;
      next: () => Promise<unknown>;
    }) => Promise<unknown>,
  ) => Chain;
  input: (schema: z.ZodType) => Chain;
  output: (schema: z.ZodType) => Chain;
  query: (resolver: never) => AnyTRPCProcedure;
  mutation: (resolver: never) => AnyTRPCProcedure;
};

/**
 * A rung's procedure with an operation's contract: its input and output schemas, and its
 * REST address, kept for the REST adapter with the procedure that `.query()` or
 * `.mutation()` builds. The one way a procedure of the API is made.
 */
export function withContract<Ctx, Meta, Overrides, Contract extends OperationContract>(
  rung: TRPCProcedureBuilder<Ctx, Meta, Overrides, Unset, Unset, Unset, Unset, false>,
  contract: Contract,
): TRPCProcedureBuilder<
  Ctx,
  Meta,
  Overrides,
  InputOf<Contract, 'input'>,
  InputOf<Contract, 'output'>,
  OutputOf<Contract, 'input'>,
  OutputOf<Contract, 'output'>,
  false
> {
  const guard = guards.get(rung);
  if (!guard) throw new Error(`${contract.rest.path}: build on a procedure of trpc.ts's rungs`);
  // Schemas are applied only where the contract has them, which tRPC's types cannot follow
  // through a branch: the declared return type is what these calls make.
  let builder = rung as unknown as Chain;
  if (contract.input) builder = builder.input(contract.input);
  if (contract.output) builder = builder.output(contract.output);
  // After the rung and the input: the proof a sensitive operation declares (one table,
  // auth/operation-proofs.ts) is checked against the caller the rung made.
  const built = builder.use(async ({ ctx, path, input, next }) => {
    await checkProof(path, ctx.caller, input);
    return next();
  });
  const contracted: Chain = {
    ...built,
    query: (resolver) => registerContract(built.query(resolver), contract, guard),
    mutation: (resolver) => registerContract(built.mutation(resolver), contract, guard),
  };
  return contracted as unknown as ReturnType<typeof withContract<Ctx, Meta, Overrides, Contract>>;
}
