import type { z } from 'zod';
import { AppError, type ErrorOrigin } from '@coffer/domain';
import type { Caller } from '@coffer/domain/sessions';
import type { Rung } from '../auth/ladder';
import { checkProof } from '../auth/operation-proofs';
import type { Context } from '../context';
import { findUnfitField } from '../errors/unfit-input';
import { validationDetails } from '../errors/validation-details';
import { runOnce } from './idempotency';
import type { Operation } from './operation';

/** Which part of the request an input key came from, so a refusal names the right origin. */
export type KeyOrigins = (key: string) => ErrorOrigin;

const fromBody: KeyOrigins = () => 'body';

/**
 * An operation served: admitted (below), handled (once per Idempotency-Key when its contract
 * takes one: idempotency.ts), and its answer checked against the contract before it leaves (a
 * mismatch is our bug: a 500, never the caller's). REST and tRPC both call this; a refusal is
 * an AppError, which each turns into the contract's error body.
 */
export async function runOperation(
  operationId: string,
  operation: Operation,
  ctx: Context,
  rawInput: unknown,
  keyOrigins: KeyOrigins = fromBody,
): Promise<unknown> {
  const admitted = await admit(operationId, operation, ctx, rawInput, keyOrigins);
  const { contract } = operation;
  const run = async () => {
    const output = await operation.handle(admitted);
    return contract.output?.parse(output);
  };
  // A creation sent with an Idempotency-Key runs once per key, for the caller admitted above.
  const { idempotencyKey } = contract;
  return idempotencyKey
    ? runOnce(operationId, { ...contract, idempotencyKey }, admitted, run)
    : run();
}

/**
 * The one guard of every operation, byte streams included, in this order
 * (docs/http-api.md, "Refusals"):
 * 1. an input no operation can take (a NUL character, nesting deeper than any contract): 400,
 *    before anything else reads it;
 * 2. the rung of the ladder: credentials (401), then acr (403);
 * 3. the contract's input schema: 400 naming each field;
 * 4. the proof a sensitive operation declares (auth/operation-proofs.ts), against the caller
 *    the rung made.
 * Ownership, the last check, is each domain function's own.
 */
export async function admit(
  operationId: string,
  operation: { contract: { input?: z.ZodType }; rung: Rung<object> },
  ctx: Context,
  rawInput: unknown,
  keyOrigins: KeyOrigins = fromBody,
): Promise<{ ctx: Context; input: unknown }> {
  const unfit = findUnfitField(rawInput);
  if (unfit !== null) {
    throw new AppError('bad_request', {
      origin: keyOrigins(unfit.field),
      desc:
        unfit.reason === 'nul'
          ? 'text may not contain the NUL character'
          : 'the value is nested deeper than any operation takes',
      details: { [unfit.field]: 'malformed' },
    });
  }
  const extension = await operation.rung(ctx.headers);
  const input = parseInput(operation.contract.input, rawInput, keyOrigins);
  await checkProof(operationId, (extension as { caller?: Caller | null }).caller, input);
  return { ctx: { ...ctx, ...extension }, input };
}

function parseInput(
  schema: z.ZodType | undefined,
  rawInput: unknown,
  keyOrigins: KeyOrigins,
): unknown {
  if (schema === undefined) return undefined;
  const parsed = schema.safeParse(rawInput);
  if (parsed.success) return parsed.data;
  const details = validationDetails(parsed.error.issues, rawInput);
  const firstField = Object.keys(details)[0];
  throw new AppError('bad_request', {
    origin: firstField ? keyOrigins(firstField) : 'body',
    desc: 'the request does not match the expected format',
    details,
    cause: parsed.error,
  });
}
