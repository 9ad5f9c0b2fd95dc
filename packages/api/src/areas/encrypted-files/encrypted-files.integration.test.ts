import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createUserSession } from '@coffer/domain/test-factories';
import {
  boxRowCounts,
  call,
  json,
  openBox,
  setUpOrganization,
  signedIn,
  storedFiles,
  uploadFile,
  useTemporaryFileStorage,
  type BoxEvent,
  type TestOrganization,
  handleBoxApi,
} from '../boxes/test/box-api';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { BOUNDARY, CHUNK, multipartHead, streamedUpload } from '../boxes/test/streamed-upload';

const storage = await useTemporaryFileStorage();

const LIMIT = 132_120_576;
async function fileMessages(boxId: string) {
  return getDb().boxEvent.count({ where: { boxId, type: 'msg_file' } });
}

describe('POST /boxes/{id}/encrypted-files and GET /encrypted-files/{id}', () => {
  it('stores the file with its msg.file event; members download it with Content-Length', async () => {
    const org = await setUpOrganization();
    const subject = await signedIn();
    const { box } = await openBox(org, { subject: subject.identity.identifierValue });
    const upload = await uploadFile(box.id, subject.headers(), {
      file: new Blob(['encrypted bytes']),
      encryptedContent: 'ZGVjcnlwdGlvbiBpbmZv',
    });
    expect(upload.status).toBe(201);
    const event = await json<BoxEvent>(upload);
    expect(event).toMatchObject({
      type: 'msg.file',
      sender: { id: subject.identity.id },
      content: { encrypted: 'ZGVjcnlwdGlvbiBpbmZv', public_key: box.public_key },
      referrer_id: null,
    });
    const fileId = event.content?.['encrypted_file_id'] as string;
    const download = await call('GET', `/encrypted-files/${fileId}`, org.agent.headers());
    expect(download.status).toBe(200);
    expect(download.headers.get('content-length')).toBe('15');
    expect(await download.text()).toBe('encrypted bytes');

    const stranger = await signedIn();
    const refused = await call('GET', `/encrypted-files/${fileId}`, stranger.headers());
    const unknown = await call(
      'GET',
      '/encrypted-files/0c8f2b1a-4d3e-4f5a-8b6c-7d8e9f0a1b2c',
      stranger.headers(),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual(await unknown.json());
    const weak = await createUserSession({ identityId: subject.identity.id, acr: 1 });
    expect(
      await (await call('GET', `/encrypted-files/${fileId}`, weak.headers())).json(),
    ).toMatchObject({ origin: 'acr' });
  });

  it('refuses non-members before storing anything, and a missing or malformed msg_encrypted_content', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const stranger = await signedIn();
    const before = await boxRowCounts();
    const filesBefore = await storedFiles(storage);
    const refused = await uploadFile(box.id, stranger.headers(), {
      file: new Blob(['x']),
      encryptedContent: 'aW5mbw',
    });
    expect(await refused.json()).toMatchObject({ details: { reason: 'no_access' } });
    const missing = await uploadFile(box.id, org.token(), { file: new Blob(['x']) });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ details: { msg_encrypted_content: 'required' } });
    const malformed = await uploadFile(box.id, org.token(), {
      file: new Blob(['x']),
      encryptedContent: 'not base64!',
    });
    expect(await malformed.json()).toMatchObject({
      details: { msg_encrypted_content: 'malformed' },
    });
    const noFile = await uploadFile(box.id, org.token(), { encryptedContent: 'aW5mbw' });
    expect(await noFile.json()).toMatchObject({ details: { encrypted_file: 'required' } });
    expect(await boxRowCounts()).toEqual(before);
    expect(await storedFiles(storage)).toEqual({ ...filesBefore, temporary: 0 });
  });

  it(
    'accepts exactly 126 MiB; one byte more is 413 and keeps nothing',
    { timeout: 120_000 },
    async () => {
      const org = await setUpOrganization();
      const { box } = await openBox(org);
      const accepted = await streamedUpload(box.id, org.token(), LIMIT);
      expect(accepted.status).toBe(201);
      const fileId = (await json<BoxEvent>(accepted)).content?.['encrypted_file_id'] as string;
      expect(
        await getDb().encryptedFile.findUniqueOrThrow({ where: { id: fileId } }),
      ).toMatchObject({
        size: BigInt(LIMIT),
      });

      const before = await boxRowCounts();
      const filesBefore = await storedFiles(storage);
      const tooLarge = await streamedUpload(box.id, org.token(), LIMIT + 1);
      expect(tooLarge.status).toBe(413);
      expect(await tooLarge.json()).toEqual({
        code: 'request_entity_too_large',
        origin: 'body',
        desc: `encrypted_file is larger than ${LIMIT} bytes`,
        details: { encrypted_file: 'too_large' },
      });
      expect(await boxRowCounts()).toEqual(before);
      expect(await storedFiles(storage)).toEqual({ ...filesBefore, temporary: 0 });
      expect(await fileMessages(box.id)).toBe(1);
    },
  );
});

describe('an upload aborted halfway over HTTP', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ handler: handleBoxApi });
  });

  afterAll(() => server.close());

  async function until(condition: () => Promise<boolean>, what: string) {
    for (let waited = 0; waited < 20_000; waited += 50) {
      if (await condition()) return;
      await sleep(50);
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  it('leaves no blob, no temporary file and no event', async () => {
    const org: TestOrganization = await setUpOrganization();
    const { box } = await openBox(org);
    const before = await boxRowCounts();
    const filesBefore = await storedFiles(storage);
    const headers = Object.fromEntries(org.token());
    const client = httpRequest({
      host: '127.0.0.1',
      port: Number(new URL(server.origin).port),
      method: 'POST',
      path: `/api/boxes/${box.id}/encrypted-files`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    client.on('error', () => undefined);
    client.write(multipartHead('aW5mbw'));
    for (let sent = 0; sent < 8; sent++) client.write(CHUNK);
    // The server is writing the file when the client goes away.
    await until(async () => (await storedFiles(storage)).temporary === 1, 'the upload to start');
    client.destroy();
    await until(async () => (await storedFiles(storage)).temporary === 0, 'the cleanup');
    expect(await storedFiles(storage)).toEqual(filesBefore);
    expect(await boxRowCounts()).toEqual(before);
  });
});
