import type { Operation } from '../../rest/operation-table';
import { countBoxesProcedure } from './count-boxes';
import { createBoxProcedure } from './create-box';
import { deleteBoxProcedure } from './delete-box';
import { getBoxProcedure } from './get-box';
import { getOrganizationBoxProcedure } from './get-organization-box';
import { listBoxMembersProcedure } from './list-box-members';
import { listBoxesProcedure } from './list-boxes';

export const boxesRouter = {
  createBox: createBoxProcedure,
  getOrganizationBox: getOrganizationBoxProcedure,
  countBoxes: countBoxesProcedure,
  listBoxes: listBoxesProcedure,
  getBox: getBoxProcedure,
  listBoxMembers: listBoxMembersProcedure,
  deleteBox: deleteBoxProcedure,
} satisfies Record<string, Operation>;
