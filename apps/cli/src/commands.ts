import type { Command } from './command';
import { createOrganizationCommand } from './commands/create-organization-command';

export const commands: Command[] = [createOrganizationCommand];
