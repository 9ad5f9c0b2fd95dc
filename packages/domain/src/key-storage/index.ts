// The key storage of an account (docs/key-model.md): unlockers that seal its root key, and
// entries sealed under the root key. The server checks shapes and sizes, never contents.
export {
  browserIdSchema,
  entryCiphertextSchema,
  entryKindSchema,
  entryNameSchema,
  refineEntryName,
  kekParamsSchema,
  newEntrySchema,
  newUnlockerSchema,
  passwordUnlockerSchema,
  unlockerNameSchema,
  unlockerRewrapSchema,
  type EntryKindName,
  type KekParams,
  type NewEntry,
  type NewUnlocker,
  type PasswordUnlocker,
} from './key-storage-schemas';
export {
  keyStorageSchema,
  storageEntryResourceSchema,
  unlockerResourceSchema,
  unlockerSummarySchema,
  type KeyStorage,
  type StorageEntryResource,
  type UnlockerResource,
  type UnlockerSummary,
} from './key-storage-resources';
export { setUpKeyStorage, type SetUpKeyStorageOptions } from './set-up-key-storage';
export { getKeyStorage, type GetKeyStorageOptions } from './get-key-storage';
export { resetKeyStorage, type ResetKeyStorageOptions } from './reset-key-storage';
export { getUnlocker, type GetUnlockerOptions } from './get-unlocker';
export { addUnlocker, type AddUnlockerOptions } from './add-unlocker';
export { updateUnlocker, type UpdateUnlockerOptions } from './update-unlocker';
export { deleteUnlocker, type DeleteUnlockerOptions } from './delete-unlocker';
export { labelUnlocker, type LabelUnlockerOptions } from './label-unlocker';
export { listStorageEntries, type ListStorageEntriesOptions } from './list-storage-entries';
export { writeStorageEntry, type WriteStorageEntryOptions } from './write-storage-entry';
export { deleteStorageEntry, type DeleteStorageEntryOptions } from './delete-storage-entry';
