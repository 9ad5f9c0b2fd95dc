import type { Operation } from '../../rest/operation-table';
import { addOrganizationMemberProcedure } from './add-organization-member';
import { createDatatagProcedure } from './create-datatag';
import { createOrganizationProcedure } from './create-organization';
import { createOrganizationClientProcedure } from './create-organization-client';
import { getOrganizationProcedure } from './get-organization';
import { listDatatagsProcedure } from './list-datatags';
import { listOrganizationClientsProcedure } from './list-organization-clients';
import { listOrganizationMembersProcedure } from './list-organization-members';
import { listStaffOrganizationsProcedure } from './list-staff-organizations';
import { removeOrganizationMemberProcedure } from './remove-organization-member';
import { updateDatatagProcedure } from './update-datatag';

export const organizationsRouter = {
  listStaffOrganizations: listStaffOrganizationsProcedure,
  createOrganization: createOrganizationProcedure,
  getOrganization: getOrganizationProcedure,
  listOrganizationMembers: listOrganizationMembersProcedure,
  addOrganizationMember: addOrganizationMemberProcedure,
  removeOrganizationMember: removeOrganizationMemberProcedure,
  createDatatag: createDatatagProcedure,
  listDatatags: listDatatagsProcedure,
  updateDatatag: updateDatatagProcedure,
  createOrganizationClient: createOrganizationClientProcedure,
  listOrganizationClients: listOrganizationClientsProcedure,
} satisfies Record<string, Operation>;
