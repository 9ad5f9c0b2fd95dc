import type { Operation } from '../../rest/operation-table';
import { acknowledgeBoxEventsProcedure } from './acknowledge-box-events';
import { countBoxesProcedure } from './count-boxes';
import { createBoxProcedure } from './create-box';
import { deleteBoxProcedure } from './delete-box';
import { getBoxProcedure } from './get-box';
import { getOrganizationBoxProcedure } from './get-organization-box';
import { listBoxMembersProcedure } from './list-box-members';
import { listBoxesProcedure } from './list-boxes';
import { streamBoxEventsRoute } from './stream-box-events';
import { streamInboxEventsRoute } from './stream-inbox-events';

export const boxesRouter = {
  createBox: createBoxProcedure,
  getOrganizationBox: getOrganizationBoxProcedure,
  countBoxes: countBoxesProcedure,
  listBoxes: listBoxesProcedure,
  getBox: getBoxProcedure,
  listBoxMembers: listBoxMembersProcedure,
  deleteBox: deleteBoxProcedure,
  acknowledgeBoxEvents: acknowledgeBoxEventsProcedure,
  streamBoxEvents: streamBoxEventsRoute,
  streamInboxEvents: streamInboxEventsRoute,
} satisfies Record<string, Operation>;
