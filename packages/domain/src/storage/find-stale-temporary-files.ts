import { getFileStorage } from './get-file-storage';

export type FindStaleTemporaryFilesOptions = { writtenBefore: Date };

/**
 * Temporary files not written to since `writtenBefore`. A live upload writes its temporary
 * file as the bytes arrive, and an HTTP request lives at most the server's request timeout
 * (Node's default is 300 s); so a file untouched for longer than that has no live writer in
 * any process sharing the storage. The sweeps' default age (a day) is far above it.
 */
export async function findStaleTemporaryFiles({
  writtenBefore,
}: FindStaleTemporaryFilesOptions): Promise<string[]> {
  const stale: string[] = [];
  for await (const file of getFileStorage().listTemporary()) {
    if (file.modifiedAt < writtenBefore) stale.push(file.name);
  }
  return stale;
}
