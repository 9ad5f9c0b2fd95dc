/** What every call of the SDK takes besides its own arguments (docs/sdk.md#every-call). */
export type RequestOptions = {
  /** Aborts the call: the attempt under way, and any wait before the next one. */
  signal?: AbortSignal;
  /** Milliseconds each attempt may take, overriding the client's `timeoutMs`. */
  timeoutMs?: number;
  /** Retries of this call, overriding the client's `maxRetries`. */
  maxRetries?: number;
};

/** A creation's options: its Idempotency-Key is generated unless given (docs/http-api.md). */
export type CreationOptions = RequestOptions & {
  /**
   * Names this creation for a day, so that a retry (the SDK's own, or yours after a crash)
   * creates it once. A new UUID by default; give your own to retry across processes.
   */
  idempotencyKey?: string;
};

/** What a debug hook is told of each attempt: no headers, no bodies, so no secrets. */
export type RequestDebugInfo = {
  method: string;
  url: string;
  /** The answer's status, or null when there was none (network error, timeout, abort). */
  status: number | null;
  /** The answer's `X-Request-Id` (Coffer's log line), or null. */
  requestId: string | null;
  durationMs: number;
  /** 1 for the first attempt, 2 for the first retry… */
  attempt: number;
};

export type RequestDebugHook = (info: RequestDebugInfo) => void;
