import { getEnv } from '@coffer/env';
import { getFileStorage } from './get-file-storage';

/**
 * Stops a start-up whose file storage cannot be used (a bucket that does not exist, refused
 * credentials, a folder that cannot be written), naming the setting to look at: a bad
 * setting stops Coffer with a message that names it.
 */
export async function assertFileStorageUsable(): Promise<void> {
  try {
    await getFileStorage().probe();
  } catch (error) {
    const { s3, fileStorageDir } = getEnv();
    const setting = s3
      ? `S3_BUCKET (${s3.bucket}${s3.endpoint ? ` at S3_ENDPOINT ${s3.endpoint}` : ''})`
      : `FILE_STORAGE_DIR (${fileStorageDir})`;
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`the file storage ${setting} cannot be used: ${reason}`, { cause: error });
  }
}
