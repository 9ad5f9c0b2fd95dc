import type { StorageKey } from './file-storage';
import { getFileStorage } from './get-file-storage';

export type FindStaleTemporaryFilesOptions = {
  writtenBefore: Date;
  /** Keys of uploads that will never be committed: their temporary files are stale at any age. */
  ofUploads?: ReadonlySet<StorageKey>;
};

/**
 * Temporary files not written to since `writtenBefore`, and those of the uploads given. A
 * live upload writes its temporary file as the bytes arrive, and an HTTP request lives at
 * most the server's request timeout (Node's default is 300 s); so a file untouched for longer
 * than that has no live writer in any process sharing the storage. The sweeps' default age
 * (a day) is far above it.
 */
export async function findStaleTemporaryFiles({
  writtenBefore,
  ofUploads = new Set(),
}: FindStaleTemporaryFilesOptions): Promise<string[]> {
  const stale: string[] = [];
  for await (const file of getFileStorage().listTemporary()) {
    const ofLeftover = file.key !== undefined && ofUploads.has(file.key);
    // At or before: file times are millisecond-coarse, so an age of 0 s must include a file
    // written in the same millisecond as the check began (the database side uses <= too).
    if (ofLeftover || file.modifiedAt <= writtenBefore) stale.push(file.name);
  }
  return stale;
}
