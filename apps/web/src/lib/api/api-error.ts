import { TRPCClientError } from '@trpc/client';
import type { inferRouterError, TRPCDefaultErrorShape } from '@trpc/server';
import type { AppRouter } from '@coffer/api';

/** The contract's error body (docs/http-api.md), as the server's error formatter types it. */
export type ApiErrorBody = inferRouterError<AppRouter>['data']['body'];

/** What a page reads of a refused call, whichever way it was made. */
export interface ApiErrorFields {
  readonly status: number;
  readonly body: ApiErrorBody | null;
  /** Seconds from the Retry-After header (a 429's wait, a 503's). */
  readonly retryAfterSeconds: number | null;
  readonly isNetworkError: boolean;
  detail(field: string): string | undefined;
  readonly requiredAcr: number | null;
  readonly proofExpired: { requiredAcr: number } | null;
}

declare module '@trpc/client' {
  // Every failure of the app's tRPC clients is an ApiError: the link of
  // lib/trpc/api-error-link.ts turns each one into it, once, so the errors the
  // react-query options type (TRPCClientErrorLike) carry the contract's fields.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface TRPCClientErrorBase<TShape extends TRPCDefaultErrorShape> extends ApiErrorFields {}
}

/**
 * A refused API call, or one that never reached the server (status 0). Pages decide what
 * to say from `status`, `origin` and `details`; `desc` is for developers, not people.
 * A TRPCClientError, so tRPC hands it on unchanged from the link that makes it.
 */
export class ApiError extends TRPCClientError<AppRouter> implements ApiErrorFields {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    readonly retryAfterSeconds: number | null,
    /** The tRPC failure it was read from, kept as its cause (with its shape and meta). */
    failure?: TRPCClientError<AppRouter>,
  ) {
    super(body?.desc ?? (status === 0 ? 'network error' : `HTTP ${status}`), {
      result: failure?.shape ? { error: failure.shape } : null,
      cause: failure,
      meta: failure?.meta,
    });
    // TRPCClientError sets its own prototype, which would hide this class's getters.
    Object.setPrototypeOf(this, new.target.prototype);
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
