/**
 * `pnpm --filter @coffer/example-org start --customer <email> [--pdf <file>] [--keys <dir>]`:
 * opens a box for the customer with a PDF (assets/welcome-letter.pdf by default). Reads
 * COFFER_ORIGIN, COFFER_CLIENT_ID and COFFER_KEY_FILE; writes the box secret key to
 * <keys>/<box id>.key (mode 0600; the folder the command was run from by default), a stand-in
 * for the organization's secret store, and prints {box_id, delivery, link, key_file} as JSON.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Coffer } from '@coffer/sdk';
import { openBoxForCustomer } from './open-box-for-customer';

const { values } = parseArgs({
  options: {
    customer: { type: 'string' },
    pdf: {
      type: 'string',
      default: path.join(import.meta.dirname, '../assets/welcome-letter.pdf'),
    },
    // pnpm runs the script in the package's folder; INIT_CWD is where it was called from.
    keys: { type: 'string', default: process.env['INIT_CWD'] ?? process.cwd() },
  },
});
const { COFFER_ORIGIN, COFFER_CLIENT_ID, COFFER_KEY_FILE } = process.env;
if (!values.customer || !COFFER_ORIGIN || !COFFER_CLIENT_ID || !COFFER_KEY_FILE) {
  console.error(
    'usage: COFFER_ORIGIN=… COFFER_CLIENT_ID=… COFFER_KEY_FILE=… start --customer <email> [--pdf <file>] [--keys <dir>]',
  );
  process.exit(2);
}

const coffer = new Coffer({
  origin: COFFER_ORIGIN,
  clientId: COFFER_CLIENT_ID,
  privateKey: JSON.parse(await readFile(COFFER_KEY_FILE, 'utf8')) as Record<string, string>,
});
const created = await openBoxForCustomer({ coffer, customer: values.customer, pdf: values.pdf });
const keyFile = path.resolve(values.keys, `${created.box.id}.key`);
await writeFile(keyFile, `${created.secretKey}\n`, { mode: 0o600, flag: 'wx' });
process.stdout.write(
  `${JSON.stringify({ box_id: created.box.id, delivery: created.delivery, link: created.link, key_file: keyFile })}\n`,
);
