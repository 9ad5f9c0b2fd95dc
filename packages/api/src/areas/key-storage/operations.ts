import type { AnyOperation } from '../../operations/operation-table';
import { addUnlockerOperation } from './add-unlocker';
import { deleteStorageEntryOperation } from './delete-storage-entry';
import { deleteUnlockerOperation } from './delete-unlocker';
import { getKeyStorageOperation } from './get-key-storage';
import { getUnlockerOperation } from './get-unlocker';
import { labelUnlockerOperation } from './label-unlocker';
import { listStorageEntriesOperation } from './list-storage-entries';
import { resetKeyStorageOperation } from './reset-key-storage';
import { setUpKeyStorageOperation } from './set-up-key-storage';
import { updateUnlockerOperation } from './update-unlocker';
import { writeStorageEntryOperation } from './write-storage-entry';

/** An account's key storage (docs/key-model.md), under /identities/{id}/storage. */
export const keyStorageOperations = {
  setUpKeyStorage: setUpKeyStorageOperation,
  getKeyStorage: getKeyStorageOperation,
  resetKeyStorage: resetKeyStorageOperation,
  getUnlocker: getUnlockerOperation,
  addUnlocker: addUnlockerOperation,
  updateUnlocker: updateUnlockerOperation,
  labelUnlocker: labelUnlockerOperation,
  deleteUnlocker: deleteUnlockerOperation,
  listStorageEntries: listStorageEntriesOperation,
  writeStorageEntry: writeStorageEntryOperation,
  deleteStorageEntry: deleteStorageEntryOperation,
} satisfies Record<string, AnyOperation>;
