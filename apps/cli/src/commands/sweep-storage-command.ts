import { reconcileStorage } from '@coffer/domain/storage';
import { defineCommand } from '../command';
import { olderThanInput, olderThanOption } from './storage-age-option';

export const sweepStorageCommand = defineCommand({
  area: 'storage',
  verb: 'sweep',
  synopsis: '[--older-than <seconds, default a day>]',
  options: olderThanOption,
  input: olderThanInput,
  run: async (input) => {
    const removed = await reconcileStorage({ olderThanSeconds: input['older-than'] });
    return {
      removed: {
        stale_pending_uploads: removed.stalePendingUploads,
        orphan_blobs: removed.orphanBlobs,
        stale_temporary_files: removed.staleTemporaryFiles,
      },
    };
  },
});
