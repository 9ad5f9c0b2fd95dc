import { z } from 'zod';
import { DEFAULT_SWEEP_AGE_SECONDS } from '@coffer/domain/storage';

/** `--older-than <seconds>` of the storage commands: how old a leftover must be to count. */
export const olderThanOption = { 'older-than': { type: 'string' } } as const;

export const olderThanInput = z.object({
  'older-than': z.coerce.number().int().min(0).default(DEFAULT_SWEEP_AGE_SECONDS),
});
