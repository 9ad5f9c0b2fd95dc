import { router } from '../../trpc';
import { addOrganizationMemberProcedure } from './add-organization-member';
import { createDatatagProcedure } from './create-datatag';
import { createOrganizationProcedure } from './create-organization';
import { createOrganizationClientProcedure } from './create-organization-client';
import { getOrganizationProcedure } from './get-organization';
import { listDatatagsProcedure } from './list-datatags';
import { listOrganizationClientsProcedure } from './list-organization-clients';
import { listOrganizationMembersProcedure } from './list-organization-members';
import { listOrganizationsProcedure } from './list-organizations';
import { removeOrganizationMemberProcedure } from './remove-organization-member';
import { updateDatatagProcedure } from './update-datatag';

export const organizationsRouter = router({
  list: listOrganizationsProcedure,
  create: createOrganizationProcedure,
  get: getOrganizationProcedure,
  listMembers: listOrganizationMembersProcedure,
  addMember: addOrganizationMemberProcedure,
  removeMember: removeOrganizationMemberProcedure,
  createDatatag: createDatatagProcedure,
  listDatatags: listDatatagsProcedure,
  updateDatatag: updateDatatagProcedure,
  createClient: createOrganizationClientProcedure,
  listClients: listOrganizationClientsProcedure,
});
