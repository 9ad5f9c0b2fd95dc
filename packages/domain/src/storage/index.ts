export { createDirectoryStorage } from './directory-storage';
export {
  FileNotFoundError,
  FileTooLargeError,
  StorageFullError,
  type FileStorage,
  type StorageKey,
} from './file-storage';
export { getFileStorage } from './get-file-storage';
