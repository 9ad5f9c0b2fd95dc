import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { getDb } from '@coffer/db';
import { setAvatar, writeAvatarBlob } from '@coffer/domain/identities';
import { checkStorage, storeUpload } from '@coffer/domain/storage';
import { getEnv } from '@coffer/env';
import { createIdentity } from '@coffer/domain/test-factories';
import { CheckFailure } from './command';
import { runCommand, UsageError } from './run-command';

const storageDir = await mkdtemp(path.join(tmpdir(), 'coffer-cli-storage-'));
process.env['FILE_STORAGE_DIR'] = storageDir;

const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 3600 * 1000);
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function* bytes(content: Uint8Array) {
  yield content;
}

/** `pnpm cli …` as a process of its own, on this file's database and storage. */
function cli(...args: string[]): Promise<{ code: number; output: unknown }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/cli/src/main.ts', ...args],
      {
        cwd: WORKSPACE_ROOT,
        env: {
          ...process.env,
          DATABASE_URL: getEnv().databaseUrl,
          FILE_STORAGE_DIR: storageDir,
          COFFER_SECRET: getEnv().secret,
        },
      },
      (error, stdout, stderr) => {
        if (stderr) console.error(stderr);
        resolve({ code: error ? Number(error.code) : 0, output: JSON.parse(stdout) as unknown });
      },
    );
  });
}

/** A blob file no row names, written `at`. */
async function strayBlob(at: Date): Promise<string> {
  const key = `files/${randomUUID()}`;
  await mkdir(path.join(storageDir, 'files'), { recursive: true });
  await writeFile(path.join(storageDir, key), randomBytes(16));
  await utimes(path.join(storageDir, key), at, at);
  return key;
}

/** A temporary file of a write cut short, last written `at`. */
async function strayTemporaryFile(at: Date): Promise<string> {
  const name = `${randomUUID()}.part`;
  await mkdir(path.join(storageDir, '.tmp'), { recursive: true });
  await writeFile(path.join(storageDir, '.tmp', name), randomBytes(16));
  await utimes(path.join(storageDir, '.tmp', name), at, at);
  return name;
}

/** An upload stored but never committed (its process died), two days ago. */
async function abandonedUpload(): Promise<string> {
  const storageKey = `files/${randomUUID()}` as const;
  await storeUpload({ storageKey, source: bytes(randomBytes(16)), maxBytes: 1024 });
  await utimes(path.join(storageDir, storageKey), TWO_DAYS_AGO, TWO_DAYS_AGO);
  await getDb().pendingUpload.update({
    where: { storageKey },
    data: { createdAt: TWO_DAYS_AGO },
  });
  return storageKey;
}

async function onDisk(folder: string): Promise<string[]> {
  return (await readdir(path.join(storageDir, folder)).catch(() => [])).sort();
}

const CLEAN = {
  ok: true,
  missing_blobs: [],
  stale_pending_uploads: [],
  orphan_blobs: [],
  stale_temporary_files: [],
};

describe('pnpm cli storage check and storage sweep', () => {
  it('check a consistent storage: ok, exit 0', async () => {
    const identity = await createIdentity();
    const blob = await writeAvatarBlob({
      source: bytes(Buffer.concat([PNG_HEAD, randomBytes(8)])),
    });
    await setAvatar({ identityId: identity.id, blob });
    expect(await runCommand(['storage', 'check'])).toEqual(CLEAN);
    expect(await cli('storage', 'check')).toEqual({ code: 0, output: CLEAN });
  });

  it('check reports a deleted blob, an orphan, an abandoned upload and a stale temporary file; sweep removes all but the loss', async () => {
    const identity = await createIdentity();
    const blob = await writeAvatarBlob({
      source: bytes(Buffer.concat([PNG_HEAD, randomBytes(8)])),
    });
    await setAvatar({ identityId: identity.id, blob });
    await rm(path.join(storageDir, blob.storageKey));
    const orphan = await strayBlob(TWO_DAYS_AGO);
    const freshOrphan = await strayBlob(new Date());
    const temporary = await strayTemporaryFile(TWO_DAYS_AGO);
    const freshTemporary = await strayTemporaryFile(new Date());
    const abandoned = await abandonedUpload();

    const report = {
      ok: false,
      missing_blobs: [{ storage_key: blob.storageKey, identity_id: identity.id }],
      stale_pending_uploads: [abandoned],
      orphan_blobs: [orphan],
      stale_temporary_files: [temporary],
    };
    await expect(runCommand(['storage', 'check'])).rejects.toThrow(CheckFailure);
    await expect(runCommand(['storage', 'check'])).rejects.toMatchObject({ report });
    expect(await cli('storage', 'check')).toEqual({ code: 1, output: report });

    // Younger leftovers could belong to live uploads: the default age (a day) spares them.
    expect(await cli('storage', 'sweep')).toEqual({
      code: 0,
      output: {
        removed: {
          stale_pending_uploads: [abandoned],
          orphan_blobs: [orphan],
          stale_temporary_files: [temporary],
        },
      },
    });
    expect(await onDisk('files')).toEqual([path.basename(freshOrphan)]);
    expect(await onDisk('.tmp')).toEqual([freshTemporary]);
    expect(await getDb().pendingUpload.count()).toBe(0);
    // A lost blob is reported until someone deals with it: sweeping does not repair it.
    await expect(runCommand(['storage', 'check'])).rejects.toMatchObject({
      report: { ...CLEAN, ok: false, missing_blobs: report.missing_blobs },
    });

    expect(await runCommand(['storage', 'sweep', '--older-than', '0'])).toEqual({
      removed: {
        stale_pending_uploads: [],
        orphan_blobs: [freshOrphan],
        stale_temporary_files: [freshTemporary],
      },
    });
    expect(await onDisk('files')).toEqual([]);
    expect(await onDisk('.tmp')).toEqual([]);
  });

  it('at an age of 0 s, counts leftovers written in the very millisecond the check begins', async () => {
    // File times have millisecond steps: a crash's leftover written just before the check can
    // carry the same time as the check's own clock. Only Date is faked; I/O runs for real.
    const at = new Date();
    const orphan = await strayBlob(at);
    const temporary = await strayTemporaryFile(at);
    vi.useFakeTimers({ toFake: ['Date'], now: at });
    try {
      expect(await checkStorage({ olderThanSeconds: 0 })).toMatchObject({
        orphanBlobs: [orphan],
        staleTemporaryFiles: [temporary],
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await runCommand(['storage', 'sweep', '--older-than', '0'])).toMatchObject({
      removed: { orphan_blobs: [orphan], stale_temporary_files: [temporary] },
    });
  });

  it.each([
    [['storage', 'sweep', '--older-than=-1'], /--older-than: Too small/],
    [['storage', 'sweep', '--older-than', 'soon'], /--older-than: Invalid input/],
    [['storage', 'check', '--older-than', '1.5'], /--older-than: Invalid input/],
    [['storage', 'sweep', '--dry-run'], /Unknown option '--dry-run'/],
  ])('refuses %j with a usage error and removes nothing', async (argv, message) => {
    const orphan = await strayBlob(TWO_DAYS_AGO);
    const attempt = runCommand(argv);
    await expect(attempt).rejects.toThrow(UsageError);
    await expect(attempt).rejects.toThrow(message);
    expect(await onDisk('files')).toContain(path.basename(orphan));
    await rm(path.join(storageDir, orphan));
  });
});
