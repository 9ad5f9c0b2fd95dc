import { router } from '../../trpc';
import { countBoxesProcedure } from './count-boxes';
import { createBoxProcedure } from './create-box';
import { getBoxProcedure } from './get-box';
import { getOrganizationBoxProcedure } from './get-organization-box';
import { listBoxMembersProcedure } from './list-box-members';
import { listBoxesProcedure } from './list-boxes';

/** DELETE /boxes/{id} takes a JSON body: it is a streaming route (delete-box.ts). */
export const boxesRouter = router({
  create: createBoxProcedure,
  getForOrganization: getOrganizationBoxProcedure,
  count: countBoxesProcedure,
  list: listBoxesProcedure,
  get: getBoxProcedure,
  listMembers: listBoxMembersProcedure,
});
