import type { Command } from './command';
import { createClientCommand } from './commands/create-client-command';
import { createOrganizationCommand } from './commands/create-organization-command';
import { rotateKeysCommand } from './commands/rotate-keys-command';

export const commands: Command[] = [
  createOrganizationCommand,
  createClientCommand,
  rotateKeysCommand,
];
