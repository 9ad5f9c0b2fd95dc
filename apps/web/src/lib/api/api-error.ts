import type { inferRouterError } from '@trpc/server';
import type { AppRouter } from '@coffer/api';

/** The contract's error body (docs/http-api.md), as the server's error formatter types it. */
export type ApiErrorBody = inferRouterError<AppRouter>['data']['body'];

/**
 * A refused API call, or one that never reached the server (status 0). Pages decide what
 * to say from `status`, `origin` and `details`; `desc` is for developers, not people.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** Seconds from the Retry-After header (a 429's wait, a 503's). */
    readonly retryAfterSeconds: number | null,
  ) {
    super(body?.desc ?? (status === 0 ? 'network error' : `HTTP ${status}`));
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  detail(field: string): string | undefined {
    return this.body?.details[field];
  }

  /** The level to sign in again at, when the session's acr is too low (docs/http-api.md). */
  get requiredAcr(): number | null {
    if (this.status !== 403 || this.body?.origin !== 'acr') return null;
    // A level proved too long ago is not a level too low: a step-up would change nothing.
    if (this.detail('auth_time') === 'expired') return null;
    const level = Number(this.detail('required_acr'));
    return Number.isInteger(level) ? level : null;
  }

  /**
   * The level to prove again, when a sensitive change needs it proved recently
   * (docs/authentication.md#sensitive-operations).
   */
  get proofExpired(): { requiredAcr: number } | null {
    if (this.status !== 403 || this.body?.origin !== 'acr') return null;
    if (this.detail('auth_time') !== 'expired') return null;
    const level = Number(this.detail('required_acr'));
    return Number.isInteger(level) ? { requiredAcr: level } : null;
  }
}
