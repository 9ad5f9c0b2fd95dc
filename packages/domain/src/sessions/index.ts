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
export { requireProof, type ProofRequirement } from './require-proof';
export { assertSelf } from './assert-self';
export { checkWatchedAccessTokens, watchAccessToken } from './watch-access-token';
export { noteSessionActivity, type NoteSessionActivityOptions } from './note-session-activity';
export { listSessions, type ListSessionsOptions, type SessionResource } from './list-sessions';
export { endSession, type EndSessionOptions } from './end-session';
export { endOtherSessions, type EndOtherSessionsOptions } from './end-other-sessions';
