import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';
import { claimUpload, discardUpload } from '../storage';
import { appendBoxEvent } from './append-box-event';
import { assertBoxAccess } from './assert-box-access';
import { toBoxEventRecord, type BoxEventRecord } from './box-event-record';
import { ENCRYPTED_TEXT_MAX_LENGTH } from './box-limits';
import { lockBox } from './lock-box';
import { missingBoxRefusal } from './missing-box-refusal';
import type { EncryptedFileBlob } from './store-encrypted-file-blob';
import { base64UrlSchema } from './wire-schemas';

export type PostEncryptedFileMessageOptions = {
  caller: Caller;
  boxId: string;
  /** A pending upload (storeEncryptedFileBlob); claimed here, or discarded if the message fails. */
  blob: EncryptedFileBlob;
  /** msg_encrypted_content: the file's decryption info encrypted to the box. */
  encryptedContent: string | undefined;
};

const encryptedContentSchema = base64UrlSchema(ENCRYPTED_TEXT_MAX_LENGTH);

/**
 * Makes a stored upload a msg.file message (docs/boxes.md): the file's row and its event in one
 * transaction, under the box's lock and a fresh access check, which also ends the upload's
 * pending state (claimUpload). If anything fails, the blob is deleted: the blob and the event
 * exist together or not at all, and a crash before the commit leaves a pending upload that
 * reconcileStorage removes.
 */
export async function postEncryptedFileMessage({
  caller,
  boxId,
  blob,
  encryptedContent,
}: PostEncryptedFileMessageOptions): Promise<BoxEventRecord> {
  try {
    const encrypted = parseEncryptedContent(encryptedContent);
    const { event, viewer } = await getDb().$transaction(async (tx) => {
      const box = await lockBox(tx, boxId);
      if (!box) throw await missingBoxRefusal({ caller, boxId, db: tx });
      const access = await assertBoxAccess({ caller, boxId, db: tx });
      await claimUpload({ tx, storageKey: blob.storageKey });
      const file = await tx.encryptedFile.create({
        data: { boxId, size: blob.size, storageKey: blob.storageKey },
        select: { id: true },
      });
      const content = {
        encrypted,
        public_key: access.box.publicKey,
        encrypted_file_id: file.id,
      };
      return {
        event: await appendBoxEvent({ tx, box, caller, type: 'msg.file', content }),
        viewer: access.viewer,
      };
    });
    return toBoxEventRecord(event, viewer);
  } catch (error) {
    await discardUpload({ storageKey: blob.storageKey });
    throw error;
  }
}

function parseEncryptedContent(value: string | undefined): string {
  if (value === undefined) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'msg_encrypted_content is required',
      details: { msg_encrypted_content: 'required' },
    });
  }
  const parsed = encryptedContentSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'msg_encrypted_content must be unpadded url-safe base64 of at most 256 KiB',
      details: {
        msg_encrypted_content: value.length > ENCRYPTED_TEXT_MAX_LENGTH ? 'too_large' : 'malformed',
      },
    });
  }
  return parsed.data;
}
