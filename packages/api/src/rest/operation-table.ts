import type { AnyTRPCProcedure } from '@trpc/server';
import { isStreamingRoute, type StreamingRoute } from './streaming-route';

/** An operation of the API: a tRPC procedure, or a streaming route REST alone serves. */
export type Operation = AnyTRPCProcedure | StreamingRoute;

/**
 * Operations by area and name: `boxes.getBox` is the tRPC path and the OpenAPI operationId
 * of the operation named getBox in the area boxes.
 */
export type OperationTable = Record<string, Record<string, Operation>>;

/** The table without its streaming routes: what tRPC serves. */
export type ProceduresOf<Table extends OperationTable> = {
  [Area in keyof Table]: {
    [
      Name in keyof Table[Area] as Table[Area][Name] extends StreamingRoute ? never : Name
    ]: Table[Area][Name];
  };
};

export function proceduresOf<Table extends OperationTable>(table: Table): ProceduresOf<Table> {
  return procedureRecords(table) as ProceduresOf<Table>;
}

/** The same, for a table whose operations are not known to the type system. */
export function procedureRecords(
  table: OperationTable,
): Record<string, Record<string, AnyTRPCProcedure>> {
  return Object.fromEntries(
    Object.entries(table).map(([area, operations]) => [
      area,
      Object.fromEntries(
        Object.entries(operations).filter(
          (entry): entry is [string, AnyTRPCProcedure] => !isStreamingRoute(entry[1]),
        ),
      ),
    ]),
  );
}

/** Every operation of the table with its dotted name. */
export function listOperations(
  table: OperationTable,
): { operationId: string; operation: Operation }[] {
  return Object.entries(table).flatMap(([area, operations]) =>
    Object.entries(operations).map(([name, operation]) => ({
      operationId: `${area}.${name}`,
      operation,
    })),
  );
}
