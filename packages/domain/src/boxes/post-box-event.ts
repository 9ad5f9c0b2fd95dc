import { getDb } from '@coffer/db';
import { rotateKeyShare } from '../key-shares/rotate-key-share';
import type { Caller } from '../sessions/caller';
import { addBoxAccessRule } from './add-box-access-rule';
import { assertBoxAccess } from './assert-box-access';
import { boxAccessRefused, boxAdminRequired } from './box-errors';
import type { BoxEventContext, BoxEventOutcome } from './box-event-context';
import { toBoxEventRecord, type BoxEventRecord } from './box-event-record';
import type { PostableBoxEventType } from './box-event-types';
import { deleteBoxMessage } from './delete-box-message';
import { discardEncryptedFileBlobs } from './discard-encrypted-file-blobs';
import { findBoxAccess } from './find-box-access';
import { joinBox } from './join-box';
import { leaveBox } from './leave-box';
import { lockBox } from './lock-box';
import { missingBoxRefusal } from './missing-box-refusal';
import {
  parseBoxEventInput,
  type BoxEventInput,
  type RawBoxEventInput,
} from './parse-box-event-input';
import { postTextMessage } from './post-text-message';
import { removeBoxAccessRule } from './remove-box-access-rule';
import { setBoxAccessMode } from './set-box-access-mode';

export type PostBoxEventOptions = { caller: Caller; boxId: string; event: RawBoxEventInput };

const ADMIN_TYPES: ReadonlySet<PostableBoxEventType> = new Set([
  'state.access_mode',
  'state.key_share',
  'access.add',
  'access.rm',
]);

/**
 * POST /boxes/{id}/events (docs/boxes.md). The box's row is locked first and access decided
 * after, inside the transaction, so that what the event relies on (membership, admin
 * rights, the message to delete, the rule to remove) cannot change before it is written.
 */
export async function postBoxEvent({
  caller,
  boxId,
  event,
}: PostBoxEventOptions): Promise<BoxEventRecord> {
  const input = parseBoxEventInput(event);
  const { outcome, viewer } = await getDb().$transaction(async (tx) => {
    const box = await lockBox(tx, boxId);
    if (!box) throw await missingBoxRefusal({ caller, boxId, db: tx });
    // Joining is for those who are not members yet; every other event needs membership.
    const access =
      input.type === 'member.join'
        ? await findBoxAccess({ caller, boxId, db: tx })
        : await assertBoxAccess({ caller, boxId, db: tx });
    if (!access) throw boxAccessRefused('no_access');
    if (ADMIN_TYPES.has(input.type) && !access.isAdmin) throw boxAdminRequired('type');
    return {
      outcome: await applyBoxEvent({ tx, caller, box, access }, input),
      viewer: access.viewer,
    };
  });
  if (outcome.orphanedBlobs)
    await discardEncryptedFileBlobs({ storageKeys: outcome.orphanedBlobs });
  return toBoxEventRecord(outcome.event, viewer);
}

function applyBoxEvent(context: BoxEventContext, input: BoxEventInput): Promise<BoxEventOutcome> {
  switch (input.type) {
    case 'msg.text':
      return postTextMessage(context, input.content);
    case 'msg.delete':
      return deleteBoxMessage(context, input.referrer_id);
    case 'member.join':
      return joinBox(context);
    case 'member.leave':
      return leaveBox(context);
    case 'state.access_mode':
      return setBoxAccessMode(context, input.content.value);
    case 'state.key_share':
      return rotateKeyShare(context, input.extra);
    case 'access.add':
      return addBoxAccessRule(context, input.content, input.extra);
    case 'access.rm':
      return removeBoxAccessRule(context, input.referrer_id);
  }
}
