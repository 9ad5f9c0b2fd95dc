import type { AnyOperation } from '../../operations/operation-table';
import { addOrganizationMemberOperation } from './add-organization-member';
import { createDatatagOperation } from './create-datatag';
import { createOrganizationOperation } from './create-organization';
import { createOrganizationClientOperation } from './create-organization-client';
import { getOrganizationOperation } from './get-organization';
import { listDatatagsOperation } from './list-datatags';
import { listOrganizationClientsOperation } from './list-organization-clients';
import { listOrganizationMembersOperation } from './list-organization-members';
import { listStaffOrganizationsOperation } from './list-staff-organizations';
import { removeOrganizationMemberOperation } from './remove-organization-member';
import { updateDatatagOperation } from './update-datatag';

export const organizationsOperations = {
  listStaffOrganizations: listStaffOrganizationsOperation,
  createOrganization: createOrganizationOperation,
  getOrganization: getOrganizationOperation,
  listOrganizationMembers: listOrganizationMembersOperation,
  addOrganizationMember: addOrganizationMemberOperation,
  removeOrganizationMember: removeOrganizationMemberOperation,
  createDatatag: createDatatagOperation,
  listDatatags: listDatatagsOperation,
  updateDatatag: updateDatatagOperation,
  createOrganizationClient: createOrganizationClientOperation,
  listOrganizationClients: listOrganizationClientsOperation,
} satisfies Record<string, AnyOperation>;
