import type { Operation } from './operation';
import type { StreamingOperation } from './streaming-operation';

/** An operation of the API, or one whose body or answer is a byte stream (REST only). */
export type AnyOperation = Operation | StreamingOperation;

/**
 * Operations by area and name: `boxes.getBox` is the tRPC path and the OpenAPI operationId
 * of the operation named getBox in the area boxes.
 */
export type OperationTable = Record<string, Record<string, AnyOperation>>;

/** Every operation of the table with its dotted name. */
export function listOperations(
  table: OperationTable,
): { operationId: string; operation: AnyOperation }[] {
  return Object.entries(table).flatMap(([area, operations]) =>
    Object.entries(operations).map(([name, operation]) => ({
      operationId: `${area}.${name}`,
      operation,
    })),
  );
}
