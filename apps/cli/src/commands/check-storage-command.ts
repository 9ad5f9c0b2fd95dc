import { checkStorage } from '@coffer/domain/storage';
import { CheckFailure, defineCommand } from '../command';
import { olderThanInput, olderThanOption } from './storage-age-option';

export const checkStorageCommand = defineCommand({
  area: 'storage',
  verb: 'check',
  synopsis: '[--older-than <seconds, default a day>]',
  options: olderThanOption,
  input: olderThanInput,
  run: async (input) => {
    const found = await checkStorage({ olderThanSeconds: input['older-than'] });
    const report = {
      missing_blobs: found.missingBlobs.map((blob) =>
        'identityId' in blob
          ? { storage_key: blob.storageKey, identity_id: blob.identityId }
          : {
              storage_key: blob.storageKey,
              encrypted_file_id: blob.encryptedFileId,
              box_id: blob.boxId,
            },
      ),
      stale_pending_uploads: found.stalePendingUploads,
      orphan_blobs: found.orphanBlobs,
      stale_temporary_files: found.staleTemporaryFiles,
    };
    const ok = Object.values(report).every((list) => list.length === 0);
    if (!ok) throw new CheckFailure({ ok, ...report });
    return { ok, ...report };
  },
});
