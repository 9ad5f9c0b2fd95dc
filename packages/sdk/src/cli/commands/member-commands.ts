import { Command } from 'commander';
import { cofferFromSettings } from '../client';
import type { Output } from '../output';

/** `coffer member list`: who may read and post in a box. */
export function memberCommands(output: () => Output): Command {
  const member = new Command('member').description("a box's members");
  member
    .command('list <box>')
    .description('the owner organization, its staff, the creator, the data subject, who joined')
    .action(async (boxId: string) => {
      const members = await (await cofferFromSettings()).members.list(boxId).toArray();
      output().result(
        members,
        members.map((m) => `${m.id}  ${m.display_name}  ${m.identifier_value}`).join('\n'),
      );
    });
  return member;
}
