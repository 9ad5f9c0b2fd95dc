import type { Prisma } from '@coffer/db';
import { z } from 'zod';
import { describeUserAgent } from '../user-agent/describe-user-agent';
import {
  entryKindSchema,
  kekParamsSchema,
  UNLOCKER_KINDS,
  type EntryKindName,
  type UnlockerKindName,
} from './key-storage-schemas';

// What the key storage's operations answer (docs/key-model.md#endpoints). The list of
// unlockers leaves the sealed root keys out: a browser fetches the one it can open.

export const unlockerSummarySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(UNLOCKER_KINDS),
    name: z.string(),
    kek_params: kekParamsSchema,
    created_at: z.iso.datetime(),
    last_used_at: z.iso.datetime().nullable().describe('When its sealed root key was last fetched'),
    signs_out: z
      .boolean()
      .describe(
        'A device that knows its browser: deleting it with sign_out also signs that browser out',
      ),
    browser: z.string().nullable().describe('The browser it was added from ("Chrome 131")'),
    os: z.string().nullable().describe('The system it was added from ("Linux", "macOS 14.5")'),
    device_type: z.enum(['desktop', 'mobile', 'tablet', 'tv']).nullable(),
    saved_at: z.iso
      .datetime()
      .nullable()
      .describe('recovery: when the person said they saved the key; null until then'),
  })
  .meta({
    id: 'UnlockerSummary',
    description: 'An unlocker of the key storage, without its sealed root key',
  });
export type UnlockerSummary = z.infer<typeof unlockerSummarySchema>;

export const unlockerResourceSchema = unlockerSummarySchema
  .extend({ nonce: z.string(), wrapped_root_key: z.string() })
  .meta({ id: 'Unlocker', description: 'An unlocker with its sealed root key' });
export type UnlockerResource = z.infer<typeof unlockerResourceSchema>;

const keyStorageLimitsSchema = z
  .object({
    entries: z.int().describe('Entries per account'),
    entry_bytes: z.int().describe("Bytes of one entry's ciphertext (decoded)"),
    unlockers: z.int().describe('Unlockers per account'),
  })
  .meta({ id: 'KeyStorageLimits', description: "The key storage's limits" });

export const keyStorageSchema = z
  .object({
    account_id: z
      .uuid()
      .nullable()
      .describe('null: the identity has no account yet (set the storage up with a passkey)'),
    unlockers: z.array(unlockerSummarySchema).describe('Newest first; none: not set up'),
    entry_count: z.int(),
    limits: keyStorageLimitsSchema,
  })
  .meta({
    id: 'KeyStorage',
    description: "An account's key storage: its unlockers and entry count",
  });
export type KeyStorage = z.infer<typeof keyStorageSchema>;

export const storageEntryResourceSchema = z
  .object({
    kind: entryKindSchema,
    name: z.string(),
    ciphertext: z.string(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'StorageEntry', description: 'An encrypted entry of the key storage' });
export type StorageEntryResource = z.infer<typeof storageEntryResourceSchema>;

export const unlockerSummarySelect = {
  id: true,
  kind: true,
  name: true,
  kekParams: true,
  createdAt: true,
  lastUsedAt: true,
  browserKeyHash: true,
  userAgent: true,
  savedAt: true,
} as const satisfies Prisma.UnlockerSelect;

export const unlockerResourceSelect = {
  ...unlockerSummarySelect,
  nonce: true,
  wrappedRootKey: true,
} as const satisfies Prisma.UnlockerSelect;

type SummaryRow = {
  id: string;
  kind: UnlockerKindName;
  name: string;
  kekParams: Prisma.JsonValue;
  createdAt: Date;
  lastUsedAt: Date | null;
  browserKeyHash: string | null;
  userAgent: string | null;
  savedAt: Date | null;
};

/** A row whose kek_params break their shape is a bug of the code that wrote it: it throws. */
export function toUnlockerSummary(row: SummaryRow): UnlockerSummary {
  return unlockerSummarySchema.parse({
    id: row.id,
    kind: row.kind,
    name: row.name,
    kek_params: row.kekParams,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    signs_out: row.kind === 'device' && row.browserKeyHash !== null,
    ...describeUserAgent(row.userAgent),
    saved_at: row.savedAt?.toISOString() ?? null,
  });
}

export function toUnlockerResource(
  row: SummaryRow & { nonce: string; wrappedRootKey: string },
): UnlockerResource {
  return { ...toUnlockerSummary(row), nonce: row.nonce, wrapped_root_key: row.wrappedRootKey };
}

export const storageEntrySelect = {
  kind: true,
  name: true,
  ciphertext: true,
  updatedAt: true,
} as const satisfies Prisma.StorageEntrySelect;

export function toStorageEntryResource(row: {
  kind: EntryKindName;
  name: string;
  ciphertext: string;
  updatedAt: Date;
}): StorageEntryResource {
  return {
    kind: row.kind,
    name: row.name,
    ciphertext: row.ciphertext,
    updated_at: row.updatedAt.toISOString(),
  };
}
