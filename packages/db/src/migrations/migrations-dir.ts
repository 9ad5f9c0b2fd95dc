import path from 'node:path';
import { findWorkspaceRoot } from '@coffer/env';

/** prisma/migrations of this checkout. */
export function migrationsDir(): string {
  return path.join(findWorkspaceRoot(), 'prisma', 'migrations');
}
