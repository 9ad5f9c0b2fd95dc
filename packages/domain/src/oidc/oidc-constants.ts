/** Lifetimes and fixed values of docs/oidc.md and §10. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const ID_TOKEN_TTL_SECONDS = 3600;
export const AUTHORIZATION_CODE_TTL_SECONDS = 60;
export const LOGIN_CHALLENGE_TTL_SECONDS = 3600;
/** A pushed authorization request's request_uri (RFC 9126 §2.2: short, used once). */
export const PUSHED_REQUEST_TTL_SECONDS = 60;
/** Provider browser session: 1 hour at acr 1, 30 days at acr ≥ 2. */
export const SESSION_TTL_SECONDS_ACR1 = 3600;
export const SESSION_TTL_SECONDS_STRONG = 30 * 24 * 3600;
/** A client assertion may not live longer than this. */
export const CLIENT_ASSERTION_MAX_TTL_SECONDS = 300;
/** Clock skew tolerated on assertion times. */
export const CLOCK_SKEW_SECONDS = 30;

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
// Ed25519 is EdDSA's fully-specified name (RFC 9864); current libraries sign with it.
export const CLIENT_ASSERTION_ALGORITHMS = ['ES256', 'RS256', 'PS256', 'EdDSA', 'Ed25519'] as const;
// What a client may register as id_token_signed_response_alg; RS256 is OIDC's default.
export const ID_TOKEN_ALGORITHMS = ['RS256', 'ES256', 'PS256', 'EdDSA'] as const;
export type IdTokenAlgorithm = (typeof ID_TOKEN_ALGORITHMS)[number];

// What a DPoP proof may be signed with (RFC 9449 §5.1): FAPI 2.0's algorithms, no RS256.
export const DPOP_ALGORITHMS = ['ES256', 'PS256', 'EdDSA', 'Ed25519'] as const;
/** How old a DPoP proof's iat may be (beyond CLOCK_SKEW_SECONDS). */
export const DPOP_PROOF_MAX_AGE_SECONDS = 60;

export const LEGAL_SCOPES = ['tos', 'privacy_policy'] as const;
export const SUPPORTED_SCOPES = ['openid', ...LEGAL_SCOPES] as const;
