import { rm } from 'node:fs/promises';

/**
 * Removes a folder where a PostgreSQL ran. After a SIGKILL of the postmaster, its other
 * processes live on for a moment and may still write there (ENOTEMPTY seen): the removal
 * tries again until they are gone.
 */
export function removePostgresFolder(folder: string): Promise<void> {
  return rm(folder, { recursive: true, force: true, maxRetries: 20, retryDelay: 50 });
}
