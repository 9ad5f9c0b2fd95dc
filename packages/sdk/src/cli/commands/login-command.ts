import path from 'node:path';
import { Command } from 'commander';
import { Coffer } from '../../coffer';
import type { Output } from '../output';
import { readKeyFile, writeSettings } from '../settings';

/** `coffer login`: checks the client's key against Coffer, then remembers where it is. */
export function loginCommand(output: () => Output): Command {
  return new Command('login')
    .description("check a machine client's key and keep its settings (the key file's path only)")
    .requiredOption('--client-id <id>', 'the client_id of the organization machine client')
    .requiredOption('--key <file>', 'the private JWK file of its assertions')
    .option('--origin <url>', "Coffer's address", process.env['COFFER_ORIGIN'])
    .action(async (options: { clientId: string; key: string; origin?: string }) => {
      if (!options.origin) throw new Error('--origin (or COFFER_ORIGIN) is required');
      const keyFile = path.resolve(options.key);
      const coffer = new Coffer({
        origin: options.origin,
        clientId: options.clientId,
        privateKey: await readKeyFile(keyFile),
      });
      const organizationId = await coffer.organizationId();
      const origin = new URL(options.origin).origin;
      const file = await writeSettings({ origin, client_id: options.clientId, key_file: keyFile });
      output().result(
        { origin, client_id: options.clientId, organization_id: organizationId, settings: file },
        `logged in to ${origin} for organization ${organizationId} (settings in ${file})`,
      );
    });
}
