/**
 * A full disk under real uploads: FILE_STORAGE_DIR is a 2 MiB tmpfs (mounting needs root, as
 * the test machines and CI run), and the uploads go over HTTP to the real route table.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rmdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity, createUserSession } from '@coffer/domain/test-factories';
import { serveForThisFile } from '../../test/serve-for-this-file';
import { boxRowCounts, openBox, setUpOrganization } from '../areas/boxes/test/box-api';
import { captureLogs } from '@coffer/env/logger';

const storageDir = await mkdtemp(path.join(tmpdir(), 'coffer-full-disk-'));
execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', storageDir]);
process.env['FILE_STORAGE_DIR'] = storageDir;
const server = await serveForThisFile();

afterAll(async () => {
  // Lazily, and before anything that could hang, so the mount never outlives the test.
  execFileSync('umount', ['--lazy', storageDir]);
  await rmdir(storageDir);
});

/** An answer within seconds, or the test fails: a hung upload used to wait for the client. */
const ANSWER_WITHIN_MS = 10_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function upload(method: string, apiPath: string, headers: Headers, form: FormData) {
  const started = Date.now();
  const response = await fetch(`${server.origin}/api${apiPath}`, {
    method,
    headers,
    body: form,
    signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
  });
  return { response, seconds: (Date.now() - started) / 1000 };
}

function fileForm(bytes: Uint8Array) {
  const form = new FormData();
  form.append('msg_encrypted_content', 'aW5mbw');
  form.append('encrypted_file', new Blob([new Uint8Array(bytes)]), 'big.bin');
  return form;
}

function avatarForm(bytes: Uint8Array) {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
  return form;
}

/** Everything on the disk, temporary files included. */
async function onDisk() {
  const list = (folder: string) => readdir(path.join(storageDir, folder)).catch(() => []);
  return {
    files: await list('files'),
    avatars: await list('avatars'),
    temporary: await list('.tmp'),
  };
}

const INSUFFICIENT_STORAGE = {
  code: 'insufficient_storage',
  origin: 'not_defined',
  desc: 'the server has no room to store this upload; try again later',
  details: {},
};

describe('an upload larger than the free disk space', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers an encrypted file with 507 at once and leaves nothing behind', async () => {
    const org = await setUpOrganization();
    const { box } = await openBox(org);
    const before = await boxRowCounts();
    const logs = captureLogs();

    const { response, seconds } = await upload(
      'POST',
      `/boxes/${box.id}/encrypted-files`,
      org.token(),
      fileForm(randomBytes(4 * 1024 * 1024)),
    );

    expect(response.status).toBe(507);
    expect(await response.json()).toEqual(INSUFFICIENT_STORAGE);
    expect(seconds).toBeLessThan(ANSWER_WITHIN_MS / 1000);
    // The operator learns why; the client only what the table says.
    logs.stop();
    expect(JSON.parse(logs.text())).toMatchObject({
      scope: 'api',
      code: 'insufficient_storage',
      err: { type: 'StorageFullError', message: expect.stringContaining('ENOSPC') },
    });
    expect(await onDisk()).toEqual({ files: [], avatars: [], temporary: [] });
    expect(await boxRowCounts()).toEqual(before);
    expect(await getDb().pendingUpload.count()).toBe(0);

    // The space is free again: a file that fits is stored.
    const small = await upload(
      'POST',
      `/boxes/${box.id}/encrypted-files`,
      org.token(),
      fileForm(randomBytes(1024)),
    );
    expect(small.response.status).toBe(201);
    expect((await onDisk()).files).toHaveLength(1);
  });

  it('answers an avatar with 507 at once and keeps the current avatar and nothing else', async () => {
    const identity = await createIdentity();
    const session = await createUserSession({ identityId: identity.id, acr: 1 });
    const current = await upload(
      'PUT',
      `/identities/${identity.id}/avatar`,
      session.headers(),
      avatarForm(Buffer.concat([PNG_SIGNATURE, randomBytes(64)])),
    );
    expect(current.response.status).toBe(204);
    const before = await onDisk();
    const avatarRow = () =>
      getDb().identity.findUniqueOrThrow({
        where: { id: identity.id },
        select: { avatarStorageKey: true, avatarContentType: true },
      });
    const rowBefore = await avatarRow();
    const { response, seconds } = await upload(
      'PUT',
      `/identities/${identity.id}/avatar`,
      session.headers(),
      avatarForm(Buffer.concat([PNG_SIGNATURE, randomBytes(3 * 1024 * 1024 - 64)])),
    );

    expect(response.status).toBe(507);
    expect(await response.json()).toEqual(INSUFFICIENT_STORAGE);
    expect(seconds).toBeLessThan(ANSWER_WITHIN_MS / 1000);
    expect(await onDisk()).toEqual(before);
    expect(before.avatars).toHaveLength(1);
    expect(await avatarRow()).toEqual(rowBefore);
    expect(await getDb().pendingUpload.count()).toBe(0);
  });
});
