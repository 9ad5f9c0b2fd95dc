import type { ErrorBody } from './types';

/**
 * Every refusal of Coffer's REST API, carrying the contract's body `{code, origin, desc,
 * details}` (docs/http-api.md#errors). Subclasses name the status, so a caller can
 * `catch (error) { if (error instanceof NotFoundError) … }`.
 */
export class CofferError extends Error {
  readonly status: number;
  readonly code: string;
  readonly origin: string;
  readonly desc: string;
  readonly details: Record<string, string>;
  /**
   * The answer's `X-Request-Id`: its line in Coffer's log, to quote when asking an operator
   * (null for a refusal the SDK made itself).
   */
  readonly requestId: string | null;

  constructor(status: number, body: ErrorBody, options: CofferErrorOptions = {}) {
    super(`${status} ${body.code}: ${body.desc}`, { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.code = body.code;
    this.origin = body.origin;
    this.desc = body.desc;
    this.details = body.details;
    this.requestId = options.requestId ?? null;
  }
}

export type CofferErrorOptions = { cause?: unknown; requestId?: string | null };

/** 400: a field is missing, malformed or invalid; `details` names it. */
export class BadRequestError extends CofferError {}
/** 401: the organization token is missing, wrong or expired. */
export class AuthenticationError extends CofferError {}
/** 403: the organization may not do this (or the box is not its to see). */
export class PermissionError extends CofferError {}
/**
 * 403 with origin `acr`: the operation needs a higher authentication level than the caller's
 * (`requiredAcr`, from `details.required_acr`).
 */
export class AcrError extends PermissionError {
  readonly requiredAcr: number;

  constructor(status: number, body: ErrorBody, options?: CofferErrorOptions) {
    super(status, body, options);
    this.requiredAcr = Number(body.details['required_acr']);
  }
}
/** 404: nothing of that name, or nothing this organization may see. */
export class NotFoundError extends CofferError {}
/** 409: the request conflicts with what exists (a provision, a key share hash…). */
export class ConflictError extends CofferError {}
/** 410: already gone (a message deleted twice). */
export class GoneError extends CofferError {}
/**
 * 410 for a box that was deleted (docs/boxes.md): any request naming it, a second deletion
 * included, with when (`deletedAt`) and the organization it belonged to.
 */
export class BoxDeletedError extends GoneError {
  readonly deletedAt: Date;
  readonly organization: string;

  constructor(status: number, body: ErrorBody, options?: CofferErrorOptions) {
    super(status, body, options);
    this.deletedAt = new Date(body.details['deleted_at'] ?? Number.NaN);
    this.organization = body.details['organization'] ?? '';
  }
}
/** 413: over a size or count limit. */
export class PayloadTooLargeError extends CofferError {}
/** 429: too many requests; `retryAfterSeconds` when the server said. */
export class RateLimitError extends CofferError {
  retryAfterSeconds: number | null = null;
}
/** 5xx: Coffer could not do it (503 while its database is unreachable, 507 when storage is full). */
export class ServerError extends CofferError {}

/**
 * A file that would exceed the box limit once encrypted, refused by the SDK before a byte is
 * sent (the body the server would answer, so it is handled like the server's 413).
 */
export class FileTooLargeError extends PayloadTooLargeError {
  constructor(size: number, limit: number) {
    super(413, {
      code: 'request_entity_too_large',
      origin: 'body',
      desc: `the file (${size} bytes) exceeds the box limit once encrypted (${limit} bytes of ciphertext)`,
      details: { encrypted_file: 'too_large' },
    });
  }
}

/**
 * No answer from Coffer: the connection failed (refused, reset, DNS) on every attempt the call
 * was allowed (`maxRetries`); `cause` is the last failure.
 */
export class ConnectionError extends Error {
  constructor(method: string, url: string, options: { cause: unknown }) {
    super(`${method} ${url}: no answer from Coffer`, options);
    this.name = 'ConnectionError';
  }
}

/** No answer within the call's `timeoutMs`, on every attempt it was allowed. */
export class TimeoutError extends ConnectionError {
  readonly timeoutMs: number;

  constructor(method: string, url: string, timeoutMs: number) {
    super(method, url, { cause: undefined });
    this.message = `${method} ${url}: no answer within ${timeoutMs} ms`;
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The token endpoint refused the client (RFC 6749 §5.2: `error`, `error_description`). */
export class TokenError extends Error {
  readonly status: number;
  readonly error: string;

  constructor(status: number, error: string, description: string | undefined) {
    super(`token endpoint answered ${status} ${error}${description ? `: ${description}` : ''}`);
    this.name = 'TokenError';
    this.status = status;
    this.error = error;
  }
}

const ERROR_BY_STATUS: Record<number, typeof CofferError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionError,
  404: NotFoundError,
  409: ConflictError,
  410: GoneError,
  413: PayloadTooLargeError,
  429: RateLimitError,
};

/** The typed error of a refused answer; a body outside the contract still gets its status. */
export function errorFromResponse(
  response: { status: number; headers: Headers },
  body: unknown,
): CofferError {
  const contractBody: ErrorBody = isErrorBody(body)
    ? body
    : {
        code: response.status >= 500 ? 'internal' : 'bad_request',
        origin: 'not_defined',
        desc: `HTTP ${response.status} without the contract's error body`,
        details: {},
      };
  const options = { requestId: response.headers.get('x-request-id') };
  if (response.status === 403 && contractBody.origin === 'acr') {
    return new AcrError(response.status, contractBody, options);
  }
  if (response.status === 410 && contractBody.details['reason'] === 'deleted') {
    return new BoxDeletedError(response.status, contractBody, options);
  }
  const ErrorClass =
    ERROR_BY_STATUS[response.status] ?? (response.status >= 500 ? ServerError : CofferError);
  const error = new ErrorClass(response.status, contractBody, options);
  if (error instanceof RateLimitError) {
    const retryAfter = Number(response.headers.get('retry-after'));
    error.retryAfterSeconds = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null;
  }
  return error;
}

function isErrorBody(body: unknown): body is ErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { code, origin, desc, details } = body as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    typeof origin === 'string' &&
    typeof desc === 'string' &&
    typeof details === 'object' &&
    details !== null
  );
}
