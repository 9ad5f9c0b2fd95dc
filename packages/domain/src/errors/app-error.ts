/**
 * The one error type of Coffer (docs/http-api.md). Domain functions throw it; the REST adapter
 * and tRPC both turn it into `{code, origin, desc, details}` with the status of this table.
 */
export const STATUS_BY_CODE = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  gone: 410,
  request_entity_too_large: 413,
  unprocessable_entity: 422,
  too_many_requests: 429,
  internal: 500,
  service_unavailable: 503,
  // RFC 4918 §11.5: the server cannot store what the request sends (the disk is full). A
  // server condition, not the request's fault, so the body is masked like every 5xx.
  insufficient_storage: 507,
} as const;

export type ErrorCode = keyof typeof STATUS_BY_CODE;

export type ErrorOrigin = 'acr' | 'body' | 'query' | 'path' | 'headers' | 'cookies' | 'not_defined';

export type DetailReason =
  | 'required'
  | 'malformed'
  | 'invalid'
  | 'forbidden'
  | 'conflict'
  | 'expired'
  | 'not_found'
  | 'locked'
  | 'too_large';

/** Field name (snake_case, as in the request) → reason; a few errors carry a value instead. */
export type ErrorDetails = Record<string, string>;

export type ErrorBody = {
  code: ErrorCode;
  origin: ErrorOrigin;
  desc: string;
  details: ErrorDetails;
};

const DEFAULT_DESC: Record<ErrorCode, string> = {
  bad_request: 'the request is malformed',
  unauthorized: 'credentials are missing or invalid',
  forbidden: 'this operation is not allowed',
  not_found: 'not found',
  method_not_allowed: 'method not allowed on this path',
  conflict: 'the request conflicts with the current state',
  gone: 'this resource is gone',
  request_entity_too_large: 'the request is too large',
  unprocessable_entity: 'the request cannot be processed',
  too_many_requests: 'too many requests',
  internal: 'internal error',
  service_unavailable: 'the service is unavailable',
  insufficient_storage: 'the server has no room to store this upload; try again later',
};

export type AppErrorOptions = {
  origin?: ErrorOrigin;
  /** Public, human text; never a secret, an internal message or a stack. */
  desc?: string;
  details?: ErrorDetails;
  /** Response headers the error implies, e.g. `retry-after` for 429, `allow` for 405. */
  headers?: Record<string, string>;
  cause?: unknown;
};

export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly origin: ErrorOrigin;
  readonly details: ErrorDetails;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.desc ?? DEFAULT_DESC[code], { cause: options.cause });
    this.code = code;
    this.origin = options.origin ?? 'not_defined';
    this.details = options.details ?? {};
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }

  /** 5xx bodies say only what the table says: the cause stays in the server's log. */
  toBody(): ErrorBody {
    const masked = this.status >= 500;
    return {
      code: this.code,
      origin: masked ? 'not_defined' : this.origin,
      desc: masked ? DEFAULT_DESC[this.code] : this.message,
      details: masked ? {} : this.details,
    };
  }
}
