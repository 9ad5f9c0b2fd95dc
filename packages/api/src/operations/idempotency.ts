import { createHash } from 'node:crypto';
import { AppError } from '@coffer/domain';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
  type IdempotencyCaller,
} from '@coffer/domain/idempotency';
import type { Caller } from '@coffer/domain/sessions';
import type { Context } from '../context';
import type { OperationContract } from './operation-contract';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that was given before, to the first request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

type Fields = Record<string, unknown>;
type IdempotencyKeyUse = NonNullable<OperationContract['idempotencyKey']>;

/**
 * runOperation's step for a creation whose contract takes an Idempotency-Key
 * (docs/http-api.md#idempotency-keys), once the guard admitted the request: the caller the
 * rung authenticated owns the key. A retry with the same key and input gets the first answer
 * again (status, headers and output), the same key with another input is a 409, and so is a
 * retry while the first request still runs. Only a success is kept: a refusal or failure
 * created nothing, and frees the key. Without the header, `run` just runs.
 */
export async function runOnce(
  operationId: string,
  contract: OperationContract & { idempotencyKey: IdempotencyKeyUse },
  admitted: { ctx: Context; input: unknown },
  run: () => Promise<unknown>,
): Promise<unknown> {
  const { ctx } = admitted;
  const key = ctx.headers.get(IDEMPOTENCY_KEY_HEADER);
  const caller = idempotencyCallerOf(ctx);
  if (key === null || !caller) return run();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: `${IDEMPOTENCY_KEY_HEADER} is 1 to 255 visible ASCII characters`,
      details: { [IDEMPOTENCY_KEY_HEADER]: 'malformed' },
    });
  }
  const input = (admitted.input ?? {}) as Fields;
  // The parsed input: the same request whatever order the client wrote its keys in.
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([operationId, input]))
    .digest('hex');
  const claim = await claimIdempotencyKey({ caller, key, fingerprint });
  if (claim.state === 'answered') {
    // The contract's own status is each transport's to give (tRPC answers 200): as the first.
    if (claim.answer.status !== contract.rest.status) ctx.response.status = claim.answer.status;
    for (const [name, value] of Object.entries(claim.answer.headers)) {
      ctx.response.headers.set(name, value);
    }
    ctx.response.headers.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return claim.answer.body === null ? undefined : JSON.parse(claim.answer.body);
  }
  if (claim.state === 'conflict') {
    throw new AppError('conflict', {
      origin: 'headers',
      desc: `this ${IDEMPOTENCY_KEY_HEADER} was used for another request`,
      details: { [IDEMPOTENCY_KEY_HEADER]: 'conflict' },
    });
  }
  if (claim.state === 'in_flight') {
    throw new AppError('conflict', {
      origin: 'headers',
      desc: `a request with this ${IDEMPOTENCY_KEY_HEADER} is still running; retry later`,
      details: { [IDEMPOTENCY_KEY_HEADER]: 'locked' },
      headers: { 'retry-after': '1' },
    });
  }
  let output: unknown;
  try {
    output = await run();
  } catch (error) {
    // Unreleased (the database away), the key is taken over once its in-flight time is up.
    await releaseIdempotencyKey({ caller, key }).catch(() => undefined);
    throw error;
  }
  await saveIdempotentAnswer({
    caller,
    key,
    answer: {
      status: ctx.response.status ?? contract.rest.status ?? 200,
      headers: keptHeaders(ctx.response.headers),
      body: output === undefined ? null : JSON.stringify(output),
    },
    boxId: contract.idempotencyKey.boxOf(input, (output ?? {}) as Fields),
  });
  return output;
}

/** The organization or person the rung authenticated; none on a rung without a caller. */
function idempotencyCallerOf(ctx: Context): IdempotencyCaller | null {
  const caller = (ctx as Context & { caller?: Caller | null }).caller;
  if (!caller) return null;
  return caller.kind === 'organization'
    ? { kind: 'organization', id: caller.organizationId }
    : { kind: 'identity', id: caller.identityId };
}

/** What is replayed of an answer's headers: no cookie, which belongs to one response. */
function keptHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => name !== 'set-cookie'));
}
