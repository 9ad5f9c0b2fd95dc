import { Command } from 'commander';
import type { WebhookEventType } from '../../types';
import { cofferFromSettings } from '../client';
import type { Output } from '../output';

/** `coffer webhook create|list|update|rotate-secret|delete|deliveries`. */
export function webhookCommands(output: () => Output): Command {
  const webhook = new Command('webhook').description("the organization's webhook endpoints");
  webhook
    .command('create <url>')
    .description('register an endpoint; its signing secret is shown this once')
    .requiredOption('--events <types>', 'comma-separated event types, e.g. msg.text,msg.file')
    .action(async (url: string, options: { events: string }) => {
      const coffer = await cofferFromSettings();
      const endpoint = await coffer.webhooks.create(url, eventTypes(options.events));
      output().result(
        endpoint,
        `endpoint ${endpoint.id}\nsigning secret (shown once, keep it): ${endpoint.secret}`,
      );
    });
  webhook
    .command('list')
    .description('every endpoint, newest first')
    .action(async () => {
      const endpoints = await (await cofferFromSettings()).webhooks.list().toArray();
      output().result(
        endpoints,
        endpoints
          .map(
            (e) =>
              `${e.id}  ${e.enabled ? 'enabled ' : 'disabled'}  ${e.url}  ${e.event_types.join(',')}`,
          )
          .join('\n'),
      );
    });
  webhook
    .command('update <endpoint>')
    .description("change an endpoint's address or event types, or disable or enable it")
    .option('--url <url>', 'the new address')
    .option('--events <types>', 'the new comma-separated event types')
    .option('--enable', 'deliver again')
    .option('--disable', 'deliver nothing (waiting deliveries are skipped)')
    .action(
      async (
        endpointId: string,
        options: { url?: string; events?: string; enable?: boolean; disable?: boolean },
      ) => {
        if (options.enable && options.disable) throw new Error('give --enable or --disable');
        const enabled = options.enable ? true : options.disable ? false : undefined;
        await (
          await cofferFromSettings()
        ).webhooks.update(endpointId, {
          url: options.url,
          eventTypes: options.events === undefined ? undefined : eventTypes(options.events),
          enabled,
        });
        output().result({ updated: endpointId }, `updated endpoint ${endpointId}`);
      },
    );
  webhook
    .command('rotate-secret <endpoint>')
    .description('a new signing secret, shown this once; the old one signs nothing more')
    .action(async (endpointId: string) => {
      const secret = await (await cofferFromSettings()).webhooks.rotateSecret(endpointId);
      output().result({ id: endpointId, secret }, `new signing secret (shown once): ${secret}`);
    });
  webhook
    .command('delete <endpoint>')
    .description('remove an endpoint and its delivery log')
    .action(async (endpointId: string) => {
      await (await cofferFromSettings()).webhooks.delete(endpointId);
      output().result({ deleted: endpointId }, `deleted endpoint ${endpointId}`);
    });
  webhook
    .command('deliveries <endpoint>')
    .description("the endpoint's delivery log, newest first")
    .action(async (endpointId: string) => {
      const deliveries = await (
        await cofferFromSettings()
      ).webhooks
        .deliveries(endpointId)
        .toArray();
      output().result(
        deliveries,
        deliveries
          .map((d) => `${d.created_at}  ${d.event_type}  ${d.status}  ${d.attempts} attempt(s)`)
          .join('\n'),
      );
    });
  return webhook;
}

/** The types as given; the server refuses an unknown one (400 naming event_types). */
function eventTypes(list: string): WebhookEventType[] {
  return list.split(',').map((type) => type.trim()) as WebhookEventType[];
}
