// Organizations (docs/boxes.md): the owners of boxes, their staff (admin or agent) and their
// datatags. Staff act with their own session; the organization's machine with its token.
export { createOrganization, type CreateOrganizationOptions } from './create-organization';
export { organizationNameSchema } from './organization-name';
export { organizationRefSchema } from './organization-ref';
export { toOrganizationRecord, type OrganizationRecord } from './organization-record';
export {
  assertOrganizationRole,
  type AssertOrganizationRoleOptions,
  type OrganizationActor,
} from './assert-organization-role';
export { getOrganization, type GetOrganizationOptions } from './get-organization';

export type { OrganizationMemberRecord } from './organization-member-record';
export {
  listOrganizationMembers,
  type ListOrganizationMembersOptions,
} from './list-organization-members';
export {
  addOrganizationMember,
  type AddOrganizationMemberOptions,
} from './add-organization-member';
export {
  removeOrganizationMember,
  type RemoveOrganizationMemberOptions,
} from './remove-organization-member';

export { datatagNameSchema, type DatatagRecord } from './datatag-record';
export { createDatatag, type CreateDatatagOptions } from './create-datatag';
export { listDatatags, type ListDatatagsOptions } from './list-datatags';
export { updateDatatag, type UpdateDatatagOptions } from './update-datatag';

export {
  listStaffOrganizations,
  type ListStaffOrganizationsOptions,
  type StaffOrganizationRecord,
} from './list-staff-organizations';

export { organizationClientNameSchema } from './organization-client-name';
export type { OrganizationClientRecord } from './organization-client-record';
export {
  clientJwksInputSchema,
  MAX_CLIENT_JWKS_KEYS,
  parseClientJwks,
  type PublicJwkSet,
} from '../oidc/clients/parse-client-jwks';
export {
  createOrganizationClient,
  type CreateOrganizationClientOptions,
} from './create-organization-client';
export {
  listOrganizationClients,
  type ListOrganizationClientsOptions,
} from './list-organization-clients';
