export { OAuthError, type OAuthErrorCode } from './oauth-error';
export * from './oidc-constants';
export { computeAcr, computeRequiredAcr } from './acr';
export type { AuthorizationOutcome } from './authorize/authorization-outcome';
export { startAuthorization } from './authorize/start-authorization';
export { resumeAuthorization } from './authorize/resume-authorization';
export { newBrowserKey } from './authorize/is-started-by';
export { authenticateClient } from './client-auth/authenticate-client';
export {
  verifyClientAssertion,
  type ClientAuthenticationParams,
  type VerifiedClientAssertion,
} from './client-auth/verify-client-assertion';
export { rememberClientAssertion } from './client-auth/remember-client-assertion';
export { createClient } from './clients/create-client';
export type { ClientInput } from './clients/client-schemas';
export type { Client } from './clients/client-select';
export { findClient } from './clients/find-client';
export {
  ensureOwnClient,
  ownClientSigningKey,
  OWN_CLIENT_CALLBACK_PATH,
  OWN_CLIENT_ID,
} from './clients/own-client';
export { endProviderSession } from './provider-session/end-provider-session';
export { ensureSigningKeys } from './signing-keys/ensure-signing-keys';
export { rotateSigningKeys } from './signing-keys/rotate-signing-keys';
export { listPublishedKeys } from './signing-keys/list-published-keys';
export { exchangeAuthorizationCode } from './tokens/exchange-authorization-code';
export { issueAuthorizationCode } from './tokens/issue-authorization-code';
export { issueClientCredentialsToken } from './tokens/issue-client-credentials-token';
export { revokeToken } from './tokens/revoke-token';
export { getUserinfo } from './tokens/get-userinfo';
export type { TokenResponse } from './tokens/token-response';
export { discoveryDocument } from './discovery-document';
export { pushAuthorizationRequest } from './par/push-authorization-request';
export { acceptDpopProof } from './dpop/accept-dpop-proof';
export { logOut, type LogoutOutcome } from './logout/log-out';
export { deliverBackchannelLogout } from './logout/deliver-backchannel-logout';
export { queueEndedSessionLogouts } from './logout/queue-ended-session-logouts';
export { listenToSharedCacheChanges } from './shared-cache';
