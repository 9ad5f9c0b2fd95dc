import { z } from 'zod';
import type { OperationContract } from './operations/operation-contract';

/**
 * tRPC's infinite queries (the pages' `trpc.x.y.infiniteQueryOptions`) page by a `cursor`
 * field of the input and add a `direction`. The contract's lists page by `offset`
 * (docs/http-api.md, "Pagination"), so on tRPC a list's cursor is its offset: the REST
 * contract stays as it is and the pages' paged reads get tRPC's own keys.
 */
export type WithCursor<Input> = Input extends object
  ? 'offset' extends keyof Input
    ? Input & { cursor?: number | null; direction?: 'forward' }
    : Input
  : Input;

/** Whether the contract pages by offset, so its tRPC procedure takes a cursor. */
export function pagesByOffset(contract: OperationContract): boolean {
  return contract.input instanceof z.ZodObject && 'offset' in contract.input.shape;
}

/**
 * The input as the contract reads it: the cursor becomes the offset, and tRPC's forward
 * direction goes. Anything else is left for the contract's strict schema to refuse by name:
 * a cursor beside an offset, or a backward direction (offset lists have no previous page).
 */
export function cursorAsOffset(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const { cursor, direction, ...rest } = raw as Record<string, unknown>;
  if ('offset' in rest || (direction !== undefined && direction !== 'forward')) return raw;
  return cursor === undefined || cursor === null ? rest : { ...rest, offset: cursor };
}
