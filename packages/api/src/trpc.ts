import {
  initTRPC,
  type TRPCMutationProcedure,
  type TRPCQueryProcedure,
  type TRPCRouterRecord,
} from '@trpc/server';
import { OPERATION_PROOFS, type WriteOperationId } from './auth/operation-proofs';
import type { Context } from './context';
import { toAppError } from './errors/to-app-error';
import { noteRoute } from './observability/request-context';
import type { InputOf, Operation, OutputOf } from './operations/operation';
import { listOperations, type OperationTable } from './operations/operation-table';
import { runOperation } from './operations/run-operation';
import type { StreamingOperation } from './operations/streaming-operation';
import { cursorAsOffset, pagesByOffset, type WithCursor } from './trpc-cursor';

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

/** The operation as the pages' typed client sees it: a query reads, a mutation writes. */
type ProcedureOf<Op, Id extends string> =
  Op extends Operation<infer Contract>
    ? IsWrite<Contract, Id> extends true
      ? TRPCMutationProcedure<Types<Contract>>
      : TRPCQueryProcedure<Types<Contract>>
    : never;
type Types<Contract> = {
  input: WithCursor<InputOf<Contract, 'input'>>;
  output: OutputOf<Contract, 'output'>;
  meta: object;
};
type IsWrite<Contract, Id extends string> = Contract extends {
  rest: { method: 'GET' | 'HEAD' };
}
  ? Id extends WriteOperationId
    ? true
    : false
  : true;

/** The table as tRPC routers: every operation but the byte streams, which are REST only. */
export type ProceduresOf<Table extends OperationTable> = {
  [Area in keyof Table]: {
    [
      Name in keyof Table[Area] as Table[Area][Name] extends StreamingOperation ? never : Name
    ]: ProcedureOf<Table[Area][Name], `${Area & string}.${Name & string}`>;
  };
};

/**
 * The pages' tRPC router, derived from the table: each operation becomes a procedure that
 * hands tRPC's raw input to runOperation, the same guard, validation and handler REST calls
 * (a list's tRPC cursor read as its offset: trpc-cursor.ts).
 * A read (GET or HEAD) is a query; anything else, and a GET that writes (it has a proof in
 * auth/operation-proofs.ts, the table of writes, e.g. a registration challenge), a mutation.
 */
export function trpcRouterOf<Table extends OperationTable>(table: Table) {
  const areas: Record<string, TRPCRouterRecord> = {};
  for (const { operationId, operation } of listOperations(table)) {
    if (operation.kind === 'streaming') continue;
    const [area = '', name = ''] = operationId.split('.');
    const procedure = t.procedure
      // Validation is runOperation's, after the guard: tRPC passes the input on as sent.
      .input((raw: unknown) => raw)
      .use(({ next }) => {
        noteRoute(`/trpc/${operationId}`);
        return next();
      });
    const read = pagesByOffset(operation.contract) ? cursorAsOffset : (input: unknown) => input;
    const resolve = ({ ctx, input }: { ctx: Context; input: unknown }) =>
      runOperation(operationId, operation, ctx, read(input));
    (areas[area] ??= {})[name] = isWrite(operationId, operation)
      ? procedure.mutation(resolve)
      : procedure.query(resolve);
  }
  // The types of each procedure are its contract's, which the loop above cannot carry.
  return t.router(areas as unknown as ProceduresOf<Table>);
}

function isWrite(operationId: string, operation: Operation): boolean {
  const { method } = operation.contract.rest;
  return (method !== 'GET' && method !== 'HEAD') || operationId in OPERATION_PROOFS;
}

export const createCallerFactory = t.createCallerFactory;
