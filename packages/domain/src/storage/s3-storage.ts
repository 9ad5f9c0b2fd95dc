import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertStorageKey,
  FileNotFoundError,
  FileTooLargeError,
  isStorageKey,
  STORAGE_AREAS,
  type FileStorage,
  type StorageKey,
  type TemporaryItem,
} from './file-storage';

export type S3StorageOptions = { client: S3Client; bucket: string };

// S3's smallest part: at most PART_BYTES × (QUEUE + 1) of an upload sit in memory at once.
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE = 2;
/** A multipart upload is listed as a temporary file named `<key>?uploadId=<id>`. */
const TEMPORARY_PATTERN = /^((?:avatars|files)\/[0-9a-f-]{36})\?uploadId=([\w.~-]+)$/;

/**
 * FileStorage in an S3-compatible bucket: a blob is the object `<key>`. A write is a
 * multipart upload, streamed part by part; it becomes visible only when completed (the
 * bucket's own all-or-nothing), and any failure aborts it so that no part is left behind.
 * Uploads that a crash leaves in progress are its temporary files.
 */
export function createS3Storage({ client, bucket }: S3StorageOptions): FileStorage {
  const checked = (key: StorageKey) => {
    assertStorageKey(key);
    return key;
  };
  return {
    async write(key, source, { maxBytes }) {
      const counted = countAtMost(source, maxBytes);
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: checked(key), Body: Readable.from(counted.chunks) },
        partSize: PART_BYTES,
        queueSize: QUEUE,
      });
      // On a failure, Upload aborts its multipart upload before rejecting (leavePartsOnError
      // is false): the source's own error (FileTooLargeError, a client gone) comes out as is.
      await upload.done();
      return { size: counted.size() };
    },
    async read(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: checked(key) }),
        );
        if (!(answer.Body instanceof Readable) || answer.ContentLength === undefined) {
          throw new Error(`the object ${key} came without a body stream or a length`);
        }
        return { stream: answer.Body, size: answer.ContentLength };
      } catch (error) {
        if (isNotFound(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there: deletion is idempotent as it is.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checked(key) }));
    },
    async *list() {
      for (const area of STORAGE_AREAS) {
        const pages = paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: `${area}/` });
        for await (const page of pages) {
          for (const object of page.Contents ?? []) {
            if (object.Key && isStorageKey(object.Key) && object.LastModified) {
              yield { name: object.Key, modifiedAt: object.LastModified };
            }
          }
        }
      }
    },
    async *listTemporary() {
      for (const area of STORAGE_AREAS) yield* listUploads(client, bucket, `${area}/`);
    },
    async probe() {
      // Answers only when the endpoint is up, the bucket exists and the credentials are
      // accepted for it.
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    async removeTemporary(name) {
      const match = TEMPORARY_PATTERN.exec(name);
      if (!match) throw new Error(`invalid temporary file name ${name}`);
      const [, key, uploadId] = match;
      try {
        await client.send(
          new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
        );
      } catch (error) {
        if (!isNoSuchUpload(error)) throw error;
      }
    },
  };
}

/**
 * Passes the source on while counting its bytes, and fails with FileTooLargeError at the
 * first byte past the limit: the upload then aborts with nothing stored, and the caller
 * drains what is left of the request (FileStorage.write).
 */
function countAtMost(source: AsyncIterable<Uint8Array>, maxBytes: number) {
  let size = 0;
  async function* chunks() {
    for await (const chunk of source) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new FileTooLargeError(maxBytes);
      yield chunk;
    }
  }
  return { chunks: chunks(), size: () => size };
}

/**
 * Multipart uploads in progress under a prefix, dated by their start: an upload lives one
 * HTTP request, so one started before the sweep's age is no live one (docs/storage.md).
 */
async function* listUploads(
  client: S3Client,
  bucket: string,
  prefix: string,
): AsyncGenerator<TemporaryItem> {
  let keyMarker: string | undefined;
  let uploadIdMarker: string | undefined;
  for (;;) {
    const page = await client.send(
      new ListMultipartUploadsCommand({
        Bucket: bucket,
        Prefix: prefix,
        KeyMarker: keyMarker,
        UploadIdMarker: uploadIdMarker,
      }),
    );
    for (const upload of page.Uploads ?? []) {
      const name = `${upload.Key}?uploadId=${upload.UploadId}`;
      if (TEMPORARY_PATTERN.test(name) && upload.Initiated) {
        yield { name, modifiedAt: upload.Initiated, key: upload.Key as StorageKey };
      }
    }
    if (!page.IsTruncated) return;
    keyMarker = page.NextKeyMarker;
    uploadIdMarker = page.NextUploadIdMarker;
  }
}

function isNotFound(error: unknown): boolean {
  // GetObject names it NoSuchKey; HeadObject has no body, and the SDK names its 404 NotFound.
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}

function isNoSuchUpload(error: unknown): boolean {
  return (error as { name?: string }).name === 'NoSuchUpload';
}
