import type { Command } from './command';
import { checkStorageCommand } from './commands/check-storage-command';
import { createClientCommand } from './commands/create-client-command';
import { createOrganizationCommand } from './commands/create-organization-command';
import { listFailedJobsCommand } from './commands/list-failed-jobs-command';
import { migrateDatabaseCommand } from './commands/migrate-database-command';
import { rotateKeysCommand } from './commands/rotate-keys-command';
import { sweepStorageCommand } from './commands/sweep-storage-command';

export const commands: Command[] = [
  createOrganizationCommand,
  createClientCommand,
  rotateKeysCommand,
  checkStorageCommand,
  sweepStorageCommand,
  listFailedJobsCommand,
  migrateDatabaseCommand,
];
