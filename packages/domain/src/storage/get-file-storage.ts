import { S3Client } from '@aws-sdk/client-s3';
import { getEnv } from '@coffer/env';
import { createDirectoryStorage } from './directory-storage';
import type { FileStorage } from './file-storage';
import { createS3Storage } from './s3-storage';

let storage: FileStorage | undefined;

/** The configured storage: the bucket S3_BUCKET when set, else the folder FILE_STORAGE_DIR. */
export function getFileStorage(): FileStorage {
  storage ??= createConfiguredStorage();
  return storage;
}

function createConfiguredStorage(): FileStorage {
  const { s3, fileStorageDir } = getEnv();
  if (!s3) return createDirectoryStorage(fileStorageDir);
  // Credentials: the SDK's default chain (environment, profile, container or instance role).
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
  });
  return createS3Storage({ client, bucket: s3.bucket });
}
