import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { checkStorage, reconcileStorage, sweepAbandonedUploads } from '@coffer/domain/storage';
import { S3RVER_CREDENTIALS, startS3rver } from '@coffer/domain/test-s3rver';
import { TcpProxy } from '../../../test/tcp-proxy';
import {
  boxRowCounts,
  call,
  json,
  openBox,
  setUpOrganization,
  signedIn,
  uploadFile,
  type BoxEvent,
  handleBoxApi,
} from '../boxes/test/box-api';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { BOUNDARY, CHUNK, multipartHead, streamedUpload } from '../boxes/test/streamed-upload';

// Coffer configured as in production with a bucket; read by getEnv on first use in this file.
// It reaches the bucket through a link that a test cuts (an outage); the test's own client
// (s3.client) goes straight to the server.
const s3 = await startS3rver();
const bucket = await s3.createBucket();
const bucketLink = new TcpProxy('127.0.0.1', Number(new URL(s3.endpoint).port));
await bucketLink.start();
Object.assign(process.env, {
  S3_BUCKET: bucket,
  S3_ENDPOINT: `http://127.0.0.1:${bucketLink.port}`,
  S3_FORCE_PATH_STYLE: 'true',
  AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
  AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
});

const LIMIT = 132_120_576;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ handler: handleBoxApi });
});

afterAll(async () => {
  await server.close();
  await bucketLink.cut();
  await s3.close();
});

/** The bucket as seen through S3 and on s3rver's disk: objects, uploads in progress. */
async function bucketContents() {
  const objects = await s3.client.send(new ListObjectsV2Command({ Bucket: bucket }));
  const uploads = await s3.client.send(new ListMultipartUploadsCommand({ Bucket: bucket }));
  return {
    objects: (objects.Contents ?? []).map((object) => object.Key).sort(),
    uploads: (uploads.Uploads ?? []).length,
    uploadsOnDisk: (await s3.uploadsOnDisk(bucket)).length,
  };
}

async function until(condition: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 20_000; waited += 50) {
    if (await condition()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('encrypted files in an S3 bucket', () => {
  it('a file posted through the API is an object, and downloads byte-identical with Content-Length', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    const content = randomBytes(12 * 1024 * 1024 + 5);
    const upload = await uploadFile(box.id, subject.headers(), {
      file: new Blob([content]),
      encryptedContent: 'aW5mbw',
    });
    expect(upload.status).toBe(201);
    const fileId = (await json<BoxEvent>(upload)).content?.['encrypted_file_id'] as string;
    const { storageKey } = await getDb().encryptedFile.findUniqueOrThrow({ where: { id: fileId } });
    expect((await bucketContents()).objects).toContain(storageKey);

    const download = await call('GET', `/encrypted-files/${fileId}`, org.agent.headers());
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe(String(content.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    expect(await checkStorage()).toEqual({
      missingBlobs: [],
      stalePendingUploads: [],
      orphanBlobs: [],
      staleTemporaryFiles: [],
    });
  });

  it(
    'one byte over 126 MiB is 413, with no object, no upload in progress and no row',
    { timeout: 120_000 },
    async () => {
      const org = await setUpOrganization();
      const { box } = await openBox(org);
      const before = { rows: await boxRowCounts(), bucket: await bucketContents() };
      const tooLarge = await streamedUpload(box.id, org.token(), LIMIT + 1);
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toMatchObject({ details: { encrypted_file: 'too_large' } });
      expect(await boxRowCounts()).toEqual(before.rows);
      expect(await bucketContents()).toEqual(before.bucket);
    },
  );

  it('an upload cut off halfway over HTTP aborts its multipart upload', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const before = { rows: await boxRowCounts(), bucket: await bucketContents() };
    const client = httpRequest({
      host: '127.0.0.1',
      port: Number(new URL(server.origin).port),
      method: 'POST',
      path: `/api/boxes/${box.id}/encrypted-files`,
      headers: {
        ...Object.fromEntries(org.token()),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    client.on('error', () => undefined);
    client.write(multipartHead('aW5mbw'));
    for (let sent = 0; sent < 12; sent++) client.write(CHUNK);
    // Parts are stored in the bucket when the client goes away.
    await until(async () => (await s3.uploadsOnDisk(bucket)).length === 1, 'the upload to start');
    client.destroy();
    await until(async () => (await s3.uploadsOnDisk(bucket)).length === 0, 'the abort');
    expect(await bucketContents()).toEqual(before.bucket);
    expect(await boxRowCounts()).toEqual(before.rows);
  });

  it('an upload the bucket fails mid-way is given up at once, and swept as soon as the bucket answers', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const before = { rows: await boxRowCounts(), bucket: await bucketContents() };
    const client = httpRequest({
      host: '127.0.0.1',
      port: Number(new URL(server.origin).port),
      method: 'POST',
      path: `/api/boxes/${box.id}/encrypted-files`,
      headers: {
        ...Object.fromEntries(org.token()),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
    });
    const answer = new Promise<number | Error>((resolve) => {
      client.on('error', resolve);
      client.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
    });
    client.write(multipartHead('aW5mbw'));
    for (let sent = 0; sent < 12; sent++) client.write(CHUNK);
    await until(async () => (await s3.uploadsOnDisk(bucket)).length === 1, 'the upload to start');
    const { storageKey } = await getDb().pendingUpload.findFirstOrThrow();

    // The bucket goes away: the next part fails, and so do the abort and the delete of the
    // upload's own clean-up. Its row is given up rather than left to wait a day.
    await bucketLink.cut();
    for (let sent = 0; sent < 12; sent++) client.write(CHUNK);
    client.end(`\r\n--${BOUNDARY}--\r\n`);
    await until(
      async () =>
        (await getDb().pendingUpload.findUnique({ where: { storageKey } }))?.abandonedAt != null,
      'the upload given up',
    );
    expect(await answer).toBe(503);
    expect(await s3.uploadsOnDisk(bucket)).toHaveLength(1);

    await bucketLink.start();
    const found = await checkStorage();
    expect(found.stalePendingUploads).toEqual([storageKey]);
    const partial = expect.stringMatching(new RegExp(`^${storageKey}\\?uploadId=`));
    expect(found.staleTemporaryFiles).toEqual([partial]);
    // The sweep every process runs every few seconds removes the row and the partial upload.
    expect(await sweepAbandonedUploads()).toEqual({
      pendingUploads: [storageKey],
      temporaryFiles: [partial],
    });
    expect(await bucketContents()).toEqual(before.bucket);
    expect(await boxRowCounts()).toEqual(before.rows);
    expect(await getDb().pendingUpload.count()).toBe(0);
  });

  it('storage check finds a lost object; the sweep aborts an upload a crash left', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const upload = await uploadFile(box.id, org.token(), {
      file: new Blob(['lost']),
      encryptedContent: 'aW5mbw',
    });
    const fileId = (await json<BoxEvent>(upload)).content?.['encrypted_file_id'] as string;
    const { storageKey } = await getDb().encryptedFile.findUniqueOrThrow({ where: { id: fileId } });
    await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: storageKey }));
    const crashed = `files/${crypto.randomUUID()}`;
    const { UploadId } = await s3.client.send(
      new CreateMultipartUploadCommand({ Bucket: bucket, Key: crashed }),
    );

    const found = await checkStorage({ olderThanSeconds: 0 });
    expect(found.missingBlobs).toEqual([{ storageKey, encryptedFileId: fileId, boxId: box.id }]);
    expect(found.staleTemporaryFiles).toEqual([`${crashed}?uploadId=${UploadId}`]);
    const swept = await reconcileStorage({ olderThanSeconds: 0 });
    expect(swept.staleTemporaryFiles).toEqual([`${crashed}?uploadId=${UploadId}`]);
    expect(await bucketContents()).toMatchObject({ uploads: 0, uploadsOnDisk: 0 });
  });
});
