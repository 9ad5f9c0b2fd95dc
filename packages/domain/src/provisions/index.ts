// Provisions (docs/key-model.md#provisions): key pairs organizations make for people who have
// no keys yet, one per organization and email, read back by their holder and by the
// organization that sends them again.
export {
  provisionResourceSchema,
  provisionSummarySchema,
  type ProvisionResource,
  type ProvisionSummary,
} from './provision-resource';
export { getProvision, type GetProvisionOptions } from './get-provision';
export {
  getProvisionLinkInfo,
  type GetProvisionLinkInfoOptions,
  type ProvisionLinkInfo,
} from './get-provision-link-info';
export {
  listIdentityProvisions,
  type ListIdentityProvisionsOptions,
} from './list-identity-provisions';
export { organizationProvisionSchema, type OrganizationProvision } from './organization-provision';
export {
  listOrganizationProvisions,
  type ListOrganizationProvisionsOptions,
} from './list-organization-provisions';
