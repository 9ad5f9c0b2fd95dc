import type { Operation } from '../../rest/operation-table';
import { addUnlockerProcedure } from './add-unlocker';
import { deleteStorageEntryProcedure } from './delete-storage-entry';
import { deleteUnlockerProcedure } from './delete-unlocker';
import { getKeyStorageProcedure } from './get-key-storage';
import { getUnlockerProcedure } from './get-unlocker';
import { labelUnlockerProcedure } from './label-unlocker';
import { listStorageEntriesProcedure } from './list-storage-entries';
import { resetKeyStorageProcedure } from './reset-key-storage';
import { setUpKeyStorageProcedure } from './set-up-key-storage';
import { updateUnlockerProcedure } from './update-unlocker';
import { writeStorageEntryProcedure } from './write-storage-entry';

/** An account's key storage (docs/key-model.md), under /identities/{id}/storage. */
export const keyStorageRouter = {
  setUpKeyStorage: setUpKeyStorageProcedure,
  getKeyStorage: getKeyStorageProcedure,
  resetKeyStorage: resetKeyStorageProcedure,
  getUnlocker: getUnlockerProcedure,
  addUnlocker: addUnlockerProcedure,
  updateUnlocker: updateUnlockerProcedure,
  labelUnlocker: labelUnlockerProcedure,
  deleteUnlocker: deleteUnlockerProcedure,
  listStorageEntries: listStorageEntriesProcedure,
  writeStorageEntry: writeStorageEntryProcedure,
  deleteStorageEntry: deleteStorageEntryProcedure,
} satisfies Record<string, Operation>;
