import { getEnv } from '@coffer/env';
import { createDirectoryStorage } from './directory-storage';
import type { FileStorage } from './file-storage';

let storage: FileStorage | undefined;

/** The configured storage (FILE_STORAGE_DIR). */
export function getFileStorage(): FileStorage {
  storage ??= createDirectoryStorage(getEnv().fileStorageDir);
  return storage;
}
