import type { AnyOperation } from '../../operations/operation-table';
import { acknowledgeBoxEventsOperation } from './acknowledge-box-events';
import { countBoxesOperation } from './count-boxes';
import { createBoxOperation } from './create-box';
import { deleteBoxOperation } from './delete-box';
import { getBoxOperation } from './get-box';
import { getOrganizationBoxOperation } from './get-organization-box';
import { listBoxMembersOperation } from './list-box-members';
import { listBoxesOperation } from './list-boxes';
import { streamBoxEventsOperation } from './stream-box-events';
import { streamInboxEventsOperation } from './stream-inbox-events';

export const boxesOperations = {
  createBox: createBoxOperation,
  getOrganizationBox: getOrganizationBoxOperation,
  countBoxes: countBoxesOperation,
  listBoxes: listBoxesOperation,
  getBox: getBoxOperation,
  listBoxMembers: listBoxMembersOperation,
  deleteBox: deleteBoxOperation,
  acknowledgeBoxEvents: acknowledgeBoxEventsOperation,
  streamBoxEvents: streamBoxEventsOperation,
  streamInboxEvents: streamInboxEventsOperation,
} satisfies Record<string, AnyOperation>;
