import { Command } from 'commander';
import { cofferFromSettings } from '../client';
import type { Output } from '../output';

/** `coffer datatag list|create`. */
export function datatagCommands(output: () => Output): Command {
  const datatag = new Command('datatag').description("the organization's datatags");
  datatag
    .command('list')
    .description('every datatag, newest first')
    .action(async () => {
      const datatags = await (await cofferFromSettings()).datatags.list().toArray();
      output().result(datatags, datatags.map((tag) => `${tag.id}  ${tag.name}`).join('\n'));
    });
  datatag
    .command('create <name>')
    .description('a new datatag')
    .action(async (name: string) => {
      const created = await (await cofferFromSettings()).datatags.create(name);
      output().result(created, `${created.id}  ${created.name}`);
    });
  return datatag;
}
