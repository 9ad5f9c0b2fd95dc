import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed credentials: it checks signatures, so the client must sign with these. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3 = {
  /** `http://127.0.0.1:<port>`, a free port. */
  endpoint: string;
  client: S3Client;
  /** A new empty bucket, named `name` or at random. */
  createBucket(name?: string): Promise<string>;
  /**
   * Multipart uploads of a bucket that s3rver still keeps parts for, read from its folder:
   * what no abort removed, seen without trusting the server's own listing.
   */
  uploadsOnDisk(bucket: string): Promise<string[]>;
  close(): Promise<void>;
};

/**
 * A real S3-protocol server (s3rver, with the multipart abort and listing added by
 * patches/s3rver@3.7.1.patch) on a free loopback port, its objects in a temporary folder.
 */
export async function startS3rver(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'coffer-s3rver-'));
  await chmod(directory, 0o755);
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  return {
    endpoint,
    client,
    async createBucket(name) {
      const bucket = name ?? `coffer-${randomUUID()}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    async uploadsOnDisk(bucket) {
      return readdir(path.join(directory, bucket, '._S3rver_uploads')).catch(() => []);
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
