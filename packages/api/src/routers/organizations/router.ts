import { router } from '../../trpc';
import { addOrganizationMemberProcedure } from './add-organization-member';
import { createDatatagProcedure } from './create-datatag';
import { createOrganizationProcedure } from './create-organization';
import { getOrganizationProcedure } from './get-organization';
import { listDatatagsProcedure } from './list-datatags';
import { listOrganizationMembersProcedure } from './list-organization-members';
import { removeOrganizationMemberProcedure } from './remove-organization-member';
import { updateDatatagProcedure } from './update-datatag';

export const organizationsRouter = router({
  create: createOrganizationProcedure,
  get: getOrganizationProcedure,
  listMembers: listOrganizationMembersProcedure,
  addMember: addOrganizationMemberProcedure,
  removeMember: removeOrganizationMemberProcedure,
  createDatatag: createDatatagProcedure,
  listDatatags: listDatatagsProcedure,
  updateDatatag: updateDatatagProcedure,
});
