import { Coffer } from '../coffer';
import { readKeyFile, readSettings } from './settings';

/** The SDK client of the logged-in settings. */
export async function cofferFromSettings(): Promise<Coffer> {
  const settings = await readSettings();
  return new Coffer({
    origin: settings.origin,
    clientId: settings.client_id,
    privateKey: await readKeyFile(settings.key_file),
  });
}
