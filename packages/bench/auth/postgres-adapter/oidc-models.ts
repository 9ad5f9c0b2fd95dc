/** oidc-provider 9's models (lib/models): the adapter keeps one table for each. */
export const OIDC_MODELS = [
  'Session',
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'ClientCredentials',
  'Client',
  'InitialAccessToken',
  'RegistrationAccessToken',
  'Interaction',
  'ReplayDetection',
  'PushedAuthorizationRequest',
  'Grant',
  'BackchannelAuthenticationRequest',
] as const;

/** The models whose rows belong to a grant: revokeByGrantId deletes from these. */
export const GRANTABLE_MODELS = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
] as const;

/** `AuthorizationCode` → `oidc_authorization_code`. */
export function tableOf(model: string): string {
  if (!(OIDC_MODELS as readonly string[]).includes(model)) {
    throw new Error(`oidc-provider model ${model} has no table`);
  }
  return `oidc_${model.replace(/(?<=[a-z])(?=[A-Z])/g, '_').toLowerCase()}`;
}
