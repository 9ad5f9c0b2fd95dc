/**
 * The example organization server, run as documented against the running Coffer: it opens a
 * box for a customer with the PDF, which the organization then reads back decrypted.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from '../../../packages/db/test/spawn-coffer';
import {
  factories,
  organizationFixture,
  origin,
} from '../../../packages/sdk/test/organization-fixture';

const run = promisify(execFile);

describe('apps/example-org', () => {
  it('opens a box for a customer with a PDF and prints its link', async () => {
    const org = await organizationFixture();
    const folder = await mkdtemp(path.join(tmpdir(), 'coffer-example-org-'));
    const keyFile = await org.writeKeyFile(folder);
    const customer = factories.randomEmail('dana');
    const { stdout } = await run(
      'pnpm',
      [
        '--filter',
        '@coffer/example-org',
        '--silent',
        'start',
        '--customer',
        customer,
        '--keys',
        folder,
      ],
      {
        cwd: WORKSPACE_ROOT,
        env: {
          ...process.env,
          COFFER_ORIGIN: origin,
          COFFER_CLIENT_ID: org.clientId,
          COFFER_KEY_FILE: keyFile,
        },
      },
    );
    const printed = JSON.parse(stdout) as {
      box_id: string;
      delivery: string;
      link: string;
      key_file: string;
    };
    expect(printed).toMatchObject({
      delivery: 'provision',
      link: expect.stringContaining(`${origin}/provisions#`),
    });

    const secretKey = (await readFile(printed.key_file, 'utf8')).trim();
    const [file, text] = await org.coffer.messages.list(printed.box_id, secretKey).toArray();
    expect(text).toMatchObject({ kind: 'text', text: 'Welcome! Your contract is attached.' });
    if (file?.kind !== 'file') throw new Error('a file message was expected');
    expect(file.file).toMatchObject({ name: 'welcome-letter.pdf', type: 'application/pdf' });
    const copy = path.join(folder, 'copy.pdf');
    await org.coffer.files.download(file.file, copy);
    const original = await readFile(path.join(import.meta.dirname, '../assets/welcome-letter.pdf'));
    expect((await readFile(copy)).equals(original)).toBe(true);
  });
});
