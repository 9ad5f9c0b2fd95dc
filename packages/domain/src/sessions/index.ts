export type { Caller, OrganizationCaller, UserCaller } from './caller';
export {
  findActiveAccessToken,
  type AccessTokenLookup,
  type ActiveAccessToken,
} from './find-active-access-token';
export { csrfTokenFor, isValidCsrfToken } from './csrf-token';
export { getCsrfToken } from './get-csrf-token';
export { getSession } from './get-session';
export { requireAcr } from './require-acr';
export { assertSelf } from './assert-self';
export { checkWatchedAccessTokens, watchAccessToken } from './watch-access-token';
