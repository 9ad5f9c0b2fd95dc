/** How long a key names its request (docs/http-api.md#idempotency-keys). */
export const IDEMPOTENCY_KEY_LIFETIME_SECONDS = 24 * 3600;

/**
 * How long a request may hold its key without an answer before a retry takes the key over: a
 * process that died mid-request never releases it. Far above what a creation takes.
 */
export const IDEMPOTENCY_IN_FLIGHT_SECONDS = 60;

/** What a request with a key can answer again: status, the answer's headers and its body. */
export type IdempotentAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string | null;
};

/** Whose key it is: each organization and each person has keys of its own. */
export type IdempotencyCaller = { kind: 'organization' | 'identity'; id: string };

export function callerColumn(caller: IdempotencyCaller): string {
  return `${caller.kind}:${caller.id}`;
}
