/** The contract's error body (contract §3). */
export type ApiErrorBody = {
  code: string;
  origin: string;
  desc: string;
  details: Record<string, string>;
};

/**
 * A refused API call, or one that never reached the server (status 0). Pages decide what
 * to say from `status`, `origin` and `details`; `desc` is for developers, not people.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | null,
    /** Seconds from the Retry-After header of a 429. */
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

  /** The level to sign in again at, when the session's acr is too low (contract §3). */
  get requiredAcr(): number | null {
    if (this.status !== 403 || this.body?.origin !== 'acr') return null;
    const level = Number(this.detail('required_acr'));
    return Number.isInteger(level) ? level : null;
  }
}
