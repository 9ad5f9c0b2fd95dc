import { Command } from 'commander';
import type { AccessRuleTarget } from '../../access/access';
import { cofferFromSettings } from '../client';
import type { Output } from '../output';

/** `coffer access rules|add|remove|mode`: who may join a box. */
export function accessCommands(output: () => Output): Command {
  const access = new Command('access').description('who may join a box: access rules and mode');
  access
    .command('rules <box>')
    .description('the access rules in force, newest first')
    .action(async (boxId: string) => {
      const rules = await (await cofferFromSettings()).access.rules(boxId).toArray();
      output().result(
        rules,
        rules.map((rule) => `${rule.id}  ${rule.restriction_type}  ${rule.value}`).join('\n'),
      );
    });
  access
    .command('add <box>')
    .description('admit one email, or every email of a domain, to a limited box')
    .option('--email <email>', 'the email admitted')
    .option('--domain <domain>', 'the domain admitted, e.g. example.org')
    .action(async (boxId: string, options: { email?: string; domain?: string }) => {
      if ((options.email === undefined) === (options.domain === undefined)) {
        throw new Error('give either --email or --domain');
      }
      const target: AccessRuleTarget =
        options.email === undefined
          ? { emailDomain: options.domain as string }
          : { email: options.email };
      const rule = await (await cofferFromSettings()).access.addRule(boxId, target);
      output().result(rule, `rule ${rule.id}: ${rule.restriction_type} ${rule.value}`);
    });
  access
    .command('remove <box> <rule>')
    .description('remove a rule (by its id); in a limited box, those it admitted leave')
    .action(async (boxId: string, ruleId: string) => {
      const event = await (await cofferFromSettings()).access.removeRule(boxId, ruleId);
      output().result(event, `removed rule ${ruleId}`);
    });
  access
    .command('mode <box> <mode>')
    .description('public: any signed-in person may join; limited: only those a rule admits')
    .action(async (boxId: string, mode: string) => {
      if (mode !== 'public' && mode !== 'limited') {
        throw new Error('the mode is public or limited');
      }
      const event = await (await cofferFromSettings()).access.setMode(boxId, mode);
      output().result(event, `box ${boxId} is ${mode}`);
    });
  return access;
}
