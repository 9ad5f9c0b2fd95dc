import { getEnv } from '@coffer/env';
import { ACR_LEVELS } from './acr';
import {
  CLIENT_ASSERTION_ALGORITHMS,
  DPOP_ALGORITHMS,
  ID_TOKEN_ALGORITHMS,
  SUPPORTED_SCOPES,
} from './oidc-constants';

/** OpenID Provider Metadata (OIDC Discovery §3) describing exactly what is implemented. */
export function discoveryDocument() {
  const issuer = getEnv().appOrigin;
  return {
    issuer,
    authorization_endpoint: `${issuer}/oauth2/auth`,
    token_endpoint: `${issuer}/oauth2/token`,
    jwks_uri: `${issuer}/oauth2/jwks`,
    userinfo_endpoint: `${issuer}/oauth2/userinfo`,
    revocation_endpoint: `${issuer}/oauth2/revoke`,
    end_session_endpoint: `${issuer}/oauth2/logout`,
    pushed_authorization_request_endpoint: `${issuer}/oauth2/par`,
    require_pushed_authorization_requests: getEnv().oidcRequirePushedAuthorizationRequests,
    scopes_supported: [...SUPPORTED_SCOPES],
    response_types_supported: ['code'],
    response_modes_supported: ['query', 'form_post'],
    grant_types_supported: ['authorization_code', 'client_credentials'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [...ID_TOKEN_ALGORITHMS],
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: [...CLIENT_ASSERTION_ALGORITHMS],
    revocation_endpoint_auth_methods_supported: ['private_key_jwt'],
    revocation_endpoint_auth_signing_alg_values_supported: [...CLIENT_ASSERTION_ALGORITHMS],
    code_challenge_methods_supported: ['S256'],
    dpop_signing_alg_values_supported: [...DPOP_ALGORITHMS],
    prompt_values_supported: ['none', 'login', 'consent'],
    acr_values_supported: [...ACR_LEVELS],
    claims_supported: [
      'iss',
      'sub',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'acr',
      'amr',
      'sco',
      'mid',
      'aid',
      'sid',
    ],
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    authorization_response_iss_parameter_supported: true,
    // docs/oidc.md#logout-relying-parties-hear-about; `sid` in ID and logout tokens alike.
    backchannel_logout_supported: true,
    backchannel_logout_session_supported: true,
    frontchannel_logout_supported: true,
    frontchannel_logout_session_supported: true,
  };
}
