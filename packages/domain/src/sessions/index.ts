export type { Caller, OrganizationCaller, UserCaller } from './caller';
export { authenticateCaller, getCsrfToken, type CallerCredentials } from './authenticate-caller';
export { csrfTokenFor, isValidCsrfToken } from './csrf-token';
export { requireAcr } from './require-acr';
export { assertSelf } from './assert-self';
