/**
 * Malformed multipart bodies on both upload routes, sent over HTTP to Coffer in a process of
 * its own: every one is a 400 in the contract's shape, nothing is stored, and the process
 * logs neither an uncaught exception nor an internal error.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, createUserSession } from '@coffer/domain/test-factories';
import { spawnCofferProcess } from '../../test/spawn-coffer-process';
import { boxRowCounts, openBox, setUpOrganization } from '../areas/boxes/test/box-api';

const storageDir = await mkdtemp(path.join(tmpdir(), 'coffer-malformed-'));
process.env['FILE_STORAGE_DIR'] = storageDir;

const org = await setUpOrganization();
const { box } = await openBox(org);
const identity = await createIdentity();
const session = await createUserSession({ identityId: identity.id, acr: 1 });
const coffer = await spawnCofferProcess();

afterAll(() => coffer.kill('SIGTERM'));

const BOUNDARY = 'coffer-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const routes = [
  {
    name: 'encrypted file',
    method: 'POST',
    path: `/api/boxes/${box.id}/encrypted-files`,
    fileField: 'encrypted_file',
    headers: () => org.token(),
  },
  {
    name: 'avatar',
    method: 'PUT',
    path: `/api/identities/${identity.id}/avatar`,
    fileField: 'avatar',
    headers: () => session.headers(),
  },
];

function filePartHead(fileField: string, extraHeader = '') {
  return (
    `--${BOUNDARY}\r\n` +
    `Content-Disposition: form-data; name="${fileField}"; filename="x.png"\r\n` +
    `${extraHeader}Content-Type: image/png\r\n\r\n`
  );
}

/** Each case: a content type, a body for the route's file part, and the refusal it earns. */
const cases = [
  {
    name: 'no boundary',
    contentType: 'multipart/form-data',
    body: (fileField: string) => `${filePartHead(fileField)}data\r\n--${BOUNDARY}--\r\n`,
    refusal: () => ({ origin: 'headers', details: { 'content-type': 'invalid' } }),
  },
  {
    name: 'wrong content type',
    contentType: 'application/json',
    body: () => '{"encrypted_file":"data"}',
    refusal: () => ({ origin: 'headers', details: { 'content-type': 'invalid' } }),
  },
  {
    name: 'empty body',
    contentType: MULTIPART,
    body: () => '',
    refusal: (fileField: string) => ({ origin: 'body', details: { [fileField]: 'malformed' } }),
  },
  {
    name: 'body cut off inside the file part',
    contentType: MULTIPART,
    body: (fileField: string) =>
      Buffer.concat([Buffer.from(filePartHead(fileField)), PNG, randomBytes(4096)]),
    refusal: (fileField: string) => ({ origin: 'body', details: { [fileField]: 'malformed' } }),
  },
  {
    name: 'part header over 16 KiB',
    contentType: MULTIPART,
    body: (fileField: string) =>
      `${filePartHead(fileField, `X-Padding: ${'a'.repeat(20_000)}\r\n`)}data\r\n--${BOUNDARY}--\r\n`,
    refusal: (fileField: string) => ({ origin: 'body', details: { [fileField]: 'malformed' } }),
  },
];

async function stored() {
  const list = (folder: string) => readdir(path.join(storageDir, folder)).catch(() => []);
  return {
    files: await list('files'),
    avatars: await list('avatars'),
    temporary: await list('.tmp'),
    pending: await getDb().pendingUpload.count(),
    rows: await boxRowCounts(),
    avatar: await getDb().identity.findUniqueOrThrow({
      where: { id: identity.id },
      select: { avatarStorageKey: true },
    }),
  };
}

describe.each(routes)('a malformed upload of an $name', (route) => {
  it.each(cases)('$name: 400 in the contract shape, nothing stored', async (malformed) => {
    const before = await stored();
    const headers = route.headers();
    headers.set('content-type', malformed.contentType);
    const response = await fetch(`${coffer.origin}${route.path}`, {
      method: route.method,
      headers,
      body: malformed.body(route.fileField),
      signal: AbortSignal.timeout(10_000),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'bad_request',
      desc: expect.any(String),
      ...malformed.refusal(route.fileField),
    });
    expect(await stored()).toEqual(before);
  });
});

describe('the Coffer process after every malformed upload', () => {
  it('logged no uncaught exception and no internal error, and still stores a good upload', async () => {
    const form = new FormData();
    form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const response = await fetch(`${coffer.origin}/api/identities/${identity.id}/avatar`, {
      method: 'PUT',
      headers: session.headers(),
      body: form,
    });
    expect(response.status).toBe(204);
    expect(coffer.output()).not.toMatch(/uncaughtException|"scope":"api"/);
  });
});
