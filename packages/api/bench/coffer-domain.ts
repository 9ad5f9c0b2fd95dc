// The domain operations the benchmark seeds with. Those below are not exported by the
// domain's entry points (the HTTP flow reaches them internally), hence the source paths,
// kept in this one file. They run against DATABASE_URL: set it before the first call.
export { findOrCreateIdentity } from '../../domain/src/identities/find-or-create-identity';
export { issueAuthorizationCode } from '../../domain/src/oidc/tokens/issue-authorization-code';
