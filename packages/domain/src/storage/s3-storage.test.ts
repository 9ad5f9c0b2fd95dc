import {
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { startS3rver } from '@coffer/domain/test-s3rver';
import { afterAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3-storage';
import { collect, describeFileStorage, newKey } from './test/file-storage-suite';

const s3 = await startS3rver();
afterAll(() => s3.close());

/** Every object and every multipart upload in the bucket, and the uploads s3rver keeps on disk. */
async function bucketContents(bucket: string) {
  const objects = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }));
  const uploads = await s3.client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
  return {
    objects: (objects.Contents ?? []).map((object) => object.Key),
    uploads: (uploads.Uploads ?? []).map((upload) => `${upload.Key}?uploadId=${upload.UploadId}`),
    onDisk: await s3.uploadsOnDisk(bucket),
  };
}

async function newStorage() {
  const bucket = await s3.createBucket();
  return { bucket, storage: createS3Storage({ client: s3.client, bucket }) };
}

describeFileStorage('S3 storage', async () => {
  const { bucket, storage } = await newStorage();
  return {
    storage,
    async leftovers() {
      const { objects, uploads, onDisk } = await bucketContents(bucket);
      // Finished blobs are listed by the store itself; anything else in the bucket is left over.
      const blobs = new Set((await collect(storage.list())).map((blob) => blob.name as string));
      return [...objects.filter((key) => !key || !blobs.has(key)), ...uploads, ...onDisk].map(
        String,
      );
    },
    async leaveTemporary(key) {
      const { UploadId } = await s3.client.send(
        new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }),
      );
      await s3.client.send(
        new UploadPartCommand({ Bucket: bucket, Key: key, UploadId, PartNumber: 1, Body: 'cut' }),
      );
      return `${key}?uploadId=${UploadId}`;
    },
  };
});

describe('S3 storage', () => {
  it('lists only its own objects and uploads, and removing an upload removes its parts', async () => {
    const { bucket, storage } = await newStorage();
    const file = newKey('files');
    await storage.write(
      file,
      (async function* () {
        yield new TextEncoder().encode('f');
      })(),
      { maxBytes: 1 },
    );
    // Another application's objects in the same bucket are never listed, so never swept.
    for (const key of ['files/notes.txt', 'backups/db.sql', `avatars/${crypto.randomUUID()}/x`]) {
      await s3.client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }));
    }
    await s3.client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: 'files/other' }));
    const { UploadId } = await s3.client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: newKey('avatars') }),
    );

    expect((await collect(storage.list())).map((blob) => blob.name)).toEqual([file]);
    const temporaries = await collect(storage.listTemporary());
    expect(temporaries.map((item) => item.name)).toEqual([
      expect.stringContaining(`?uploadId=${UploadId}`),
    ]);
    expect(await s3.uploadsOnDisk(bucket)).toHaveLength(2);
    await storage.removeTemporary(temporaries[0]!.name);
    expect(await s3.uploadsOnDisk(bucket)).toHaveLength(1);
    expect((await bucketContents(bucket)).uploads).toEqual([
      expect.stringMatching(/^files\/other\?uploadId=/),
    ]);
  });

  it('names the bucket when it does not exist, and fails its probe', async () => {
    const storage = createS3Storage({ client: s3.client, bucket: 'coffer-missing' });
    await expect(storage.read(newKey('files'))).rejects.toThrow(/bucket/i);
    await expect(storage.probe()).rejects.toThrow();
  });
});
