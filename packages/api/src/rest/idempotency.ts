import { createHash } from 'node:crypto';
import { AppError } from '@coffer/domain';
import {
  claimIdempotencyKey,
  releaseIdempotencyKey,
  saveIdempotentAnswer,
  type IdempotencyCaller,
} from '@coffer/domain/idempotency';
import { authenticateCaller } from '../auth/authenticate-caller';
import { readCredentials } from '../auth/read-credentials';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer that was given before, to the first request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

type Input = Record<string, unknown>;

/**
 * The creations an Idempotency-Key makes safe to retry (docs/http-api.md#idempotency-keys),
 * each with the box its answer is about (that box's deletion removes the kept answer). Left
 * out: creations whose answer holds a secret shown once (a webhook endpoint's signing secret,
 * a TOTP secret, an account link code), which must never be kept, and uploads, whose body
 * streams through and is not read twice.
 */
const IDEMPOTENT_CREATIONS: Record<string, (input: Input, output: Input) => string | null> = {
  'boxes.createBox': (_input, output) => String(output['id']),
  'messages.postBoxEvent': (input) => String(input['id']),
  'organizations.createOrganization': () => null,
  'organizations.createDatatag': () => null,
  'organizations.addOrganizationMember': () => null,
  'organizations.createOrganizationClient': () => null,
};

export function acceptsIdempotencyKey(operationId: string): boolean {
  return operationId in IDEMPOTENT_CREATIONS;
}

/**
 * Runs a creation once per caller's Idempotency-Key: a retry with the same key and input gets
 * the first answer again (status, headers and body), the same key with another input is a
 * 409, and so is a retry while the first request still runs (docs/http-api.md). Only a
 * success is kept: a refusal or failure created nothing, and frees the key. Without the
 * header, or for other operations, `answer` just runs.
 */
export async function withIdempotency(
  headers: Headers,
  operationId: string,
  input: Input,
  answer: () => Promise<Response>,
): Promise<Response> {
  const key = headers.get(IDEMPOTENCY_KEY_HEADER);
  const boxOf = IDEMPOTENT_CREATIONS[operationId];
  if (key === null || !boxOf) return answer();
  if (!/^[\x21-\x7e]{1,255}$/.test(key)) {
    throw new AppError('bad_request', {
      origin: 'headers',
      desc: `${IDEMPOTENCY_KEY_HEADER} is 1 to 255 visible ASCII characters`,
      details: { [IDEMPOTENCY_KEY_HEADER]: 'malformed' },
    });
  }
  const caller = await idempotencyCallerOf(headers);
  // Credentials that do not hold: the operation refuses them itself, key or not.
  if (!caller) return answer();
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([operationId, input]))
    .digest('hex');
  const claim = await claimIdempotencyKey({ caller, key, fingerprint });
  if (claim.state === 'answered') {
    return new Response(claim.answer.body, {
      status: claim.answer.status,
      headers: { ...claim.answer.headers, [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
    });
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
  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    // Unreleased (the database away), the key is taken over once its in-flight time is up.
    await releaseIdempotencyKey({ caller, key }).catch(() => undefined);
    throw error;
  }
  if (!response.ok) {
    await releaseIdempotencyKey({ caller, key });
    return response;
  }
  const body = await response.text();
  await saveIdempotentAnswer({
    caller,
    key,
    answer: { status: response.status, headers: keptHeaders(response.headers), body },
    boxId: body === '' ? null : boxOf(input, JSON.parse(body) as Input),
  });
  return new Response(body === '' ? null : body, {
    status: response.status,
    headers: response.headers,
  });
}

/** The organization or person the credentials name, or null when they do not hold. */
async function idempotencyCallerOf(headers: Headers): Promise<IdempotencyCaller | null> {
  try {
    const caller = await authenticateCaller(readCredentials(headers));
    return caller.kind === 'organization'
      ? { kind: 'organization', id: caller.organizationId }
      : { kind: 'identity', id: caller.identityId };
  } catch {
    return null;
  }
}

/** What is replayed of an answer's headers: no cookie, which belongs to one response. */
function keptHeaders(headers: Headers): Record<string, string> {
  return Object.fromEntries([...headers].filter(([name]) => name !== 'set-cookie'));
}
