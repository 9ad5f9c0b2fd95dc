import type { z } from 'zod';
import { kekParamsSchemas } from './key-storage-schemas';

export type PasswordUnlockerParams = {
  id: string;
  kek_params: z.output<typeof kekParamsSchemas.password>;
};

/**
 * The account's password unlocker without its sealed root key, as a password step reads it
 * with its challenge: what a browser needs to remake its KEK from the password it just
 * proved (docs/key-model.md#what-the-pages-do). Parameters that break their shape are a bug
 * of the code that wrote them: it throws.
 */
export function toPasswordUnlockerParams(row: {
  id: string;
  kek_params: unknown;
}): PasswordUnlockerParams {
  return { id: row.id, kek_params: kekParamsSchemas.password.parse(row.kek_params) };
}
