import { Command } from 'commander';
import { cofferFromSettings } from '../client';
import type { Output } from '../output';

/** `coffer provision show`: the organization's provision for a person. */
export function provisionCommands(output: () => Output): Command {
  const provision = new Command('provision').description("the organization's provisions");
  provision
    .command('show <email>')
    .description('the provision made for this email, if any (its link was sent once)')
    .action(async (email: string) => {
      const found = await (await cofferFromSettings()).provisions.find(email);
      output().result(
        found,
        found
          ? `provision for ${found.email}, made ${found.created_at}`
          : `no provision for ${email}`,
      );
    });
  return provision;
}
