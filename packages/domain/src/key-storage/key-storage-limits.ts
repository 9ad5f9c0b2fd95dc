import { getEnv } from '@coffer/env';
import { AppError } from '../errors/app-error';

/** The storage limits of every account (settings KEY_STORAGE_MAX_*), as the API shows them. */
export type KeyStorageLimits = { entries: number; entry_bytes: number; unlockers: number };

export function keyStorageLimits(): KeyStorageLimits {
  const { maxEntries, maxEntryBytes, maxUnlockers } = getEnv().keyStorage;
  return { entries: maxEntries, entry_bytes: maxEntryBytes, unlockers: maxUnlockers };
}

/** 413 naming what is over its limit: a field of the request, or the collection it grows. */
export function overLimit(field: string, desc: string): AppError {
  return new AppError('request_entity_too_large', {
    origin: 'body',
    desc,
    details: { [field]: 'too_large' },
  });
}
