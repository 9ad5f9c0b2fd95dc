/**
 * How long a process keeps what another process may change (a client's registration, the
 * active signing key): a change made by one Coffer process or by `pnpm cli` is obeyed by
 * every process within this delay (docs/operations.md). Short enough to say "within seconds",
 * long enough that the token endpoint's hot path reads each once per few seconds, not per
 * request.
 */
export const SHARED_CACHE_MS = 5_000;
