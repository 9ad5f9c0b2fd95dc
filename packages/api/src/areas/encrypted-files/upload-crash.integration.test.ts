/**
 * Uploads to Coffer processes that are killed with SIGKILL mid-way, and the sweeps that Coffer
 * runs at start (reconcileStorage) and every few seconds (sweepAbandonedUploads). The uploads
 * go over HTTP to processes of their own; the sweeps run here, as another process sharing the
 * storage would.
 */
import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { DEAD_AFTER_SECONDS } from '@coffer/domain/processes';
import { checkStorage, reconcileStorage, sweepAbandonedUploads } from '@coffer/domain/storage';
import { spawnCofferProcess, type CofferProcess } from '../../../test/spawn-coffer-process';
import {
  call,
  json,
  openBox,
  setUpOrganization,
  storedFiles,
  uploadFile,
  useTemporaryFileStorage,
  type BoxEvent,
} from '../boxes/test/box-api';

const storage = await useTemporaryFileStorage();
const org = await setUpOrganization();
const { box } = await openBox(org);

const BOUNDARY = 'coffer-crash-test';
const FILE_PART_HEAD =
  `--${BOUNDARY}\r\n` +
  'Content-Disposition: form-data; name="encrypted_file"; filename="x.bin"\r\n' +
  'Content-Type: application/octet-stream\r\n\r\n';
/** Ends the file part and opens the next one: the server stores the file, then waits. */
const NEXT_PART_HEAD =
  `\r\n--${BOUNDARY}\r\n` + 'Content-Disposition: form-data; name="msg_encrypted_content"\r\n\r\n';
const FORM_TAIL = `aW5mbw\r\n--${BOUNDARY}--\r\n`;

const NOTHING_SWEPT = { stalePendingUploads: [], orphanBlobs: [], staleTemporaryFiles: [] };

/** A streamed upload whose body the test writes piece by piece. */
function startUpload(coffer: CofferProcess) {
  const request = httpRequest(`${coffer.origin}/api/boxes/${box.id}/encrypted-files`, {
    method: 'POST',
    headers: {
      ...Object.fromEntries(org.token()),
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
  });
  const answer = new Promise<{ status: number; body: string } | Error>((resolve) => {
    request.on('error', resolve);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => (body += text));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
  });
  request.write(FILE_PART_HEAD);
  return {
    write: (chunk: string | Uint8Array) => request.write(chunk),
    finish: () => {
      request.end(FORM_TAIL);
      return answer;
    },
  };
}

async function until(condition: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 20_000; waited += 50) {
    if (await condition()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function temporaryBytes(): Promise<number> {
  const folder = path.join(storage, '.tmp');
  const names = await readdir(folder).catch(() => []);
  const sizes = await Promise.all(
    names.map(async (name) => (await stat(path.join(folder, name))).size),
  );
  return sizes.reduce((total, size) => total + size, 0);
}

async function pendingKeys(): Promise<string[]> {
  const rows = await getDb().pendingUpload.findMany({ select: { storageKey: true } });
  return rows.map((row) => row.storageKey).sort();
}

function fileMessages() {
  return getDb().boxEvent.count({ where: { boxId: box.id, type: 'msg_file' } });
}

/** The processes that own pending uploads, silent since `seconds` ago (a time that passed). */
async function silenceOwnersOfPendingUploads(seconds: number) {
  await getDb().$executeRaw`
    UPDATE "CofferProcess" SET "heartbeatAt" = now() - make_interval(secs => ${seconds})
    WHERE "id" IN (SELECT "processId" FROM "PendingUpload")`;
}

describe('uploads cut off by SIGKILL', () => {
  // Two processes to start on a machine that may be busy with other test files.
  it(
    'leave a temporary file and an uncommitted blob, removed once their processes are silent, keeping the committed file',
    { timeout: 90_000 },
    async () => {
      const committed = await uploadFile(box.id, org.token(), {
        file: new Blob(['kept bytes']),
        encryptedContent: 'aW5mbw',
      });
      expect(committed.status).toBe(201);
      const fileId = (await json<BoxEvent>(committed)).content?.['encrypted_file_id'] as string;
      const [midFile, beforeCommit] = await Promise.all([
        spawnCofferProcess(),
        spawnCofferProcess(),
      ]);

      // Killed while the file part streams in: its temporary file holds the first mebibyte.
      const first = startUpload(midFile);
      first.write(randomBytes(3 * 1024 * 1024));
      await until(async () => (await temporaryBytes()) >= 1024 * 1024, 'the first bytes on disk');
      await midFile.kill('SIGKILL');

      // Killed after its blob was renamed into place, before its event was committed.
      const second = startUpload(beforeCommit);
      second.write(randomBytes(1024));
      second.write(NEXT_PART_HEAD);
      await until(async () => (await storedFiles(storage)).files === 2, 'the blob in place');
      await beforeCommit.kill('SIGKILL');

      expect(await storedFiles(storage)).toEqual({ files: 2, temporary: 1 });
      expect(await fileMessages()).toBe(1);
      const leftovers = await pendingKeys();
      expect(leftovers).toHaveLength(2);
      const [temporaryName] = await readdir(path.join(storage, '.tmp'));
      const owners = await getDb().cofferProcess.count();

      // While their processes' last heartbeats are recent, these could be live uploads of
      // processes elsewhere: no sweep takes them, and `storage check` sees nothing.
      expect(await reconcileStorage()).toEqual(NOTHING_SWEPT);
      expect(await sweepAbandonedUploads()).toEqual({ pendingUploads: [], temporaryFiles: [] });
      expect(await checkStorage()).toEqual({ missingBlobs: [], ...NOTHING_SWEPT });

      // A minute without a heartbeat: the processes are dead, and what they left is a leftover
      // at once, though far younger than the sweeps' age (a day).
      await silenceOwnersOfPendingUploads(DEAD_AFTER_SECONDS + 1);
      const check = await checkStorage();
      expect({ ...check, stalePendingUploads: [...check.stalePendingUploads].sort() }).toEqual({
        missingBlobs: [],
        stalePendingUploads: leftovers,
        orphanBlobs: [],
        staleTemporaryFiles: [temporaryName],
      });
      // The next sweep of any process removes them: this one at a start (a restart of the
      // killed processes, say), as the one every process runs every few seconds would.
      const swept = await reconcileStorage();
      expect([...swept.stalePendingUploads].sort()).toEqual(leftovers);
      expect(swept.staleTemporaryFiles).toEqual([temporaryName]);
      expect(swept.orphanBlobs).toEqual([]);

      expect(await storedFiles(storage)).toEqual({ files: 1, temporary: 0 });
      expect(await pendingKeys()).toEqual([]);
      expect(await getDb().cofferProcess.count()).toBe(owners - 2);
      const download = await call('GET', `/encrypted-files/${fileId}`, org.token());
      expect(await download.text()).toBe('kept bytes');
      expect(await checkStorage()).toEqual({ missingBlobs: [], ...NOTHING_SWEPT });
      expect(await reconcileStorage()).toEqual(NOTHING_SWEPT);
    },
  );
});

describe('a live upload in another process', () => {
  let coffer: CofferProcess;

  beforeAll(async () => {
    coffer = await spawnCofferProcess();
  });

  afterAll(() => coffer.kill('SIGTERM'));

  it('is left alone by the sweep, and then commits', async () => {
    const filesBefore = await storedFiles(storage);
    const messagesBefore = await fileMessages();
    const upload = startUpload(coffer);
    upload.write(randomBytes(3 * 1024 * 1024));
    await until(async () => (await temporaryBytes()) >= 1024 * 1024, 'the first bytes on disk');
    // While its temporary file is being written…
    expect(await reconcileStorage()).toEqual(NOTHING_SWEPT);
    upload.write(NEXT_PART_HEAD);
    await until(
      async () => (await storedFiles(storage)).files === filesBefore.files + 1,
      'the blob in place',
    );
    // …and while its blob waits for the commit.
    expect(await reconcileStorage()).toEqual(NOTHING_SWEPT);

    const answer = await upload.finish();
    expect(answer).toMatchObject({ status: 201 });
    expect(await fileMessages()).toBe(messagesBefore + 1);
    expect(await storedFiles(storage)).toEqual({ files: filesBefore.files + 1, temporary: 0 });
    expect(await pendingKeys()).toEqual([]);
  });

  it('taken by a sweep told to take everything, fails instead of naming a removed blob', async () => {
    const filesBefore = await storedFiles(storage);
    const messagesBefore = await fileMessages();
    const filesRows = await getDb().encryptedFile.count();
    const upload = startUpload(coffer);
    upload.write(randomBytes(1024));
    upload.write(NEXT_PART_HEAD);
    await until(
      async () => (await storedFiles(storage)).files === filesBefore.files + 1,
      'the blob in place',
    );
    const [key] = await pendingKeys();

    const swept = await reconcileStorage({ olderThanSeconds: 0 });
    expect(swept.stalePendingUploads).toEqual([key]);

    const answer = await upload.finish();
    expect(answer).toMatchObject({ status: 500 });
    expect(await fileMessages()).toBe(messagesBefore);
    expect(await getDb().encryptedFile.count()).toBe(filesRows);
    expect(await storedFiles(storage)).toEqual(filesBefore);
    expect(await pendingKeys()).toEqual([]);
    await until(async () => coffer.output().includes('swept as abandoned'), 'the logged cause');
  });
});

describe('storage check', () => {
  it('reports a committed file whose blob was deleted', async () => {
    const uploaded = await uploadFile(box.id, org.token(), {
      file: new Blob(['soon lost']),
      encryptedContent: 'aW5mbw',
    });
    const fileId = (await json<BoxEvent>(uploaded)).content?.['encrypted_file_id'] as string;
    const { storageKey } = await getDb().encryptedFile.findUniqueOrThrow({ where: { id: fileId } });
    await rm(path.join(storage, storageKey));

    const check = await checkStorage();
    expect(check.missingBlobs).toEqual([{ storageKey, encryptedFileId: fileId, boxId: box.id }]);
  });
});
