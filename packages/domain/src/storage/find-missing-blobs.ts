import { getDb } from '@coffer/db';
import type { StorageKey } from './file-storage';
import { getFileStorage } from './get-file-storage';

const PAGE = 500;

export type MissingBlob =
  | { storageKey: StorageKey; encryptedFileId: string; boxId: string }
  | { storageKey: StorageKey; identityId: string };

/** Rows that name a blob, read page by page in id order. */
type Owners = {
  page(after: string | undefined): Promise<{ id: string; missing: MissingBlob }[]>;
  stillNames(blob: MissingBlob & { id: string }): Promise<boolean>;
};

/**
 * Encrypted files (the blobs of msg.file events) and avatars whose blob is not in storage.
 * A blob is only deleted once the row naming it is gone (that row's transaction commits
 * first), so a blob missing while its row still names it is really lost: each candidate is
 * read again after storage said no, which keeps a concurrent deletion out of the report.
 */
export async function findMissingBlobs(): Promise<MissingBlob[]> {
  return [...(await missingOf(encryptedFiles)), ...(await missingOf(avatars))];
}

async function missingOf(owners: Owners): Promise<MissingBlob[]> {
  const storage = getFileStorage();
  const missing: MissingBlob[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await owners.page(after);
    if (page.length === 0) return missing;
    const found = await Promise.all(page.map((row) => storage.exists(row.missing.storageKey)));
    for (const [index, row] of page.entries()) {
      if (!found[index] && (await owners.stillNames({ ...row.missing, id: row.id }))) {
        missing.push(row.missing);
      }
    }
    after = page[page.length - 1]?.id;
  }
}

// Keys are made by the server (storeEncryptedFileBlob, writeAvatarBlob) in StorageKey form.

const encryptedFiles: Owners = {
  async page(after) {
    const rows = await getDb().encryptedFile.findMany({
      where: after === undefined ? {} : { id: { gt: after } },
      orderBy: { id: 'asc' },
      take: PAGE,
      select: { id: true, boxId: true, storageKey: true },
    });
    return rows.map((row) => ({
      id: row.id,
      missing: {
        storageKey: row.storageKey as StorageKey,
        encryptedFileId: row.id,
        boxId: row.boxId,
      },
    }));
  },
  async stillNames({ id, storageKey }) {
    return (await getDb().encryptedFile.count({ where: { id, storageKey } })) > 0;
  },
};

const avatars: Owners = {
  async page(after) {
    const rows = await getDb().identity.findMany({
      where: {
        avatarStorageKey: { not: null },
        ...(after === undefined ? {} : { id: { gt: after } }),
      },
      orderBy: { id: 'asc' },
      take: PAGE,
      select: { id: true, avatarStorageKey: true },
    });
    return rows.map((row) => ({
      id: row.id,
      missing: { storageKey: row.avatarStorageKey as StorageKey, identityId: row.id },
    }));
  },
  async stillNames({ id, storageKey }) {
    return (await getDb().identity.count({ where: { id, avatarStorageKey: storageKey } })) > 0;
  },
};
