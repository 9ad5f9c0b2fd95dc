/**
 * An OAuth 2.0 / OIDC protocol error (RFC 6749 §4.1.2.1, §5.2; OIDC Core §3.1.2.6), as the
 * protocol endpoints answer it: `{error, error_description}` — not the REST error body.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unauthorized_client'
  | 'unsupported_grant_type'
  | 'unsupported_response_type'
  | 'invalid_scope'
  | 'access_denied'
  | 'login_required'
  | 'consent_required'
  | 'interaction_required'
  | 'request_not_supported'
  | 'invalid_token'
  | 'invalid_dpop_proof'
  | 'use_dpop_nonce'
  | 'server_error'
  | 'temporarily_unavailable';

export class OAuthError extends Error {
  override name = 'OAuthError';
  constructor(
    readonly error: OAuthErrorCode,
    readonly description: string,
    /** A status the endpoint answers instead (a DPoP refusal is 401 at userinfo), headers. */
    private readonly answer: { status?: number; headers?: Record<string, string> } = {},
  ) {
    super(description);
  }

  /** Headers the refusal carries, such as a DPoP-Nonce (RFC 9449 §8). */
  get headers(): Record<string, string> {
    return this.answer.headers ?? {};
  }

  /** invalid_client is 401 (RFC 6749 §5.2); the rest of the token endpoint's errors are 400. */
  get status(): number {
    if (this.answer.status !== undefined) return this.answer.status;
    if (this.error === 'invalid_client' || this.error === 'invalid_token') return 401;
    if (this.error === 'temporarily_unavailable') return 503;
    return this.error === 'server_error' ? 500 : 400;
  }

  toJSON() {
    return { error: this.error, error_description: this.description };
  }
}
