/**
 * The `coffer` command line, run as `pnpm exec coffer` in the repository, through the journey
 * of an organization's server: login, a datatag, a box, a text and a file, the messages, the
 * download, the list, the deletion; every answer read from `--json`.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from '../../db/test/spawn-coffer';
import {
  factories,
  organizationFixture,
  origin,
  type OrganizationFixture,
} from './organization-fixture';

const run = promisify(execFile);
/** What `pnpm exec coffer` runs, started directly where the test sends it a signal. */
const COFFER_BIN = path.join(WORKSPACE_ROOT, 'packages/sdk/bin/coffer-workspace.js');

let org: OrganizationFixture;
let folder: string;
let keyFile: string;

beforeAll(async () => {
  org = await organizationFixture();
  folder = await mkdtemp(path.join(tmpdir(), 'coffer-cli-'));
  keyFile = await org.writeKeyFile(folder);
});

/** One `coffer --json …` run: its exit code and its JSON (stdout, or stderr on failure). */
async function coffer(...args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  const child = run('pnpm', ['exec', 'coffer', '--json', ...args], {
    cwd: WORKSPACE_ROOT,
    env: { ...process.env, COFFER_CONFIG_DIR: path.join(folder, 'config') },
  });
  try {
    const { stdout } = await child;
    return { code: 0, json: JSON.parse(stdout) as Record<string, unknown> };
  } catch (error) {
    const failed = error as { code: number; stderr: string };
    return { code: failed.code, json: JSON.parse(failed.stderr) as Record<string, unknown> };
  }
}

describe('coffer (the command line)', () => {
  it('logs in, opens a box, sends, lists, downloads and deletes', async () => {
    const login = await coffer(
      'login',
      '--client-id',
      org.clientId,
      '--key',
      keyFile,
      '--origin',
      origin,
    );
    expect(login).toMatchObject({ code: 0, json: { organization_id: org.organizationId } });
    const settingsFile = login.json['settings'] as string;
    // The settings name the key file; they hold no key material.
    expect(JSON.parse(await readFile(settingsFile, 'utf8'))).toEqual({
      origin,
      client_id: org.clientId,
      key_file: keyFile,
    });
    expect((await stat(settingsFile)).mode & 0o777).toBe(0o600);

    const datatag = (await coffer('datatag', 'create', 'Payslips')).json;
    const subject = factories.randomEmail('eve');
    const secretKeyFile = path.join(folder, 'box.key');
    const created = await coffer(
      'box',
      'create',
      '--subject',
      subject,
      '--title',
      'Payslips 2026',
      '--datatag',
      datatag['id'] as string,
      '--key-out',
      secretKeyFile,
    );
    expect(created.json).toMatchObject({
      box: { title: 'Payslips 2026', datatag_subject: subject },
      delivery: 'provision',
      link: expect.stringMatching(new RegExp(`^${origin}/provisions#`)),
      key_file: secretKeyFile,
    });
    expect((await stat(secretKeyFile)).mode & 0o777).toBe(0o600);
    const boxId = (created.json['box'] as { id: string }).id;

    expect((await coffer('box', 'send', boxId, '--text', 'Hello Eve')).json).toMatchObject({
      type: 'msg.text',
    });
    const payslip = path.join(folder, 'payslip.pdf');
    await writeFile(payslip, '%PDF-1.4 a payslip');
    expect(
      (await coffer('box', 'send', boxId, payslip, '--type', 'application/pdf')).json,
    ).toMatchObject({ type: 'msg.file' });

    const listed = await coffer('box', 'messages', boxId, '--key', secretKeyFile);
    const [file, text] = listed.json as unknown as Record<string, unknown>[];
    expect(text).toMatchObject({ kind: 'text', text: 'Hello Eve' });
    expect(file).toMatchObject({
      kind: 'file',
      file: { name: 'payslip.pdf', size: 18, type: 'application/pdf' },
    });

    const out = path.join(folder, 'downloaded.pdf');
    const fileId = (file!['file'] as { id: string }).id;
    expect(
      (await coffer('box', 'download', boxId, fileId, '--key', secretKeyFile, '--out', out)).json,
    ).toMatchObject({ path: out });
    expect(await readFile(out, 'utf8')).toBe('%PDF-1.4 a payslip');

    const boxes = (await coffer('box', 'list', '--subject', subject)).json as unknown as {
      id: string;
    }[];
    expect(boxes.map((box) => box.id)).toEqual([boxId]);
    expect((await coffer('box', 'delete', boxId)).json).toEqual({ deleted: boxId });
    expect(await coffer('box', 'delete', boxId)).toEqual({
      code: 0,
      json: { deleted: boxId, already_deleted_at: expect.stringMatching(/Z$/) },
    });
  });

  it('without --json, answers in words and shows progress bars for files', async () => {
    await coffer('login', '--client-id', org.clientId, '--key', keyFile, '--origin', origin);
    const datatag = (await coffer('datatag', 'create', 'Letters')).json;
    const secretKeyFile = path.join(folder, 'letters.key');
    const created = await coffer(
      'box',
      'create',
      '--subject',
      `${crypto.randomUUID()}@example.com`,
      '--title',
      'Letters',
      '--datatag',
      datatag['id'] as string,
      '--key-out',
      secretKeyFile,
    );
    const boxId = (created.json['box'] as { id: string }).id;
    const letter = path.join(folder, 'letter.pdf');
    await writeFile(letter, '%PDF-1.4 a letter');
    const { stdout, stderr } = await run(
      'pnpm',
      ['exec', 'coffer', 'box', 'send', boxId, letter, '--type', 'application/pdf'],
      {
        cwd: WORKSPACE_ROOT,
        env: { ...process.env, COFFER_CONFIG_DIR: path.join(folder, 'config') },
      },
    );
    expect(() => JSON.parse(stdout) as unknown).toThrow();
    expect(stderr).toMatch(/upload \[[^\]]+\] 100% (\d+)\/\1 bytes/);
  });

  it("administers a box's access, key share and webhooks, and follows its events", async () => {
    await coffer('login', '--client-id', org.clientId, '--key', keyFile, '--origin', origin);
    // The box is made in this process: the verbs under test come after it.
    const datatag = await org.coffer.datatags.create('Verbs');
    const subject = factories.randomEmail('vic');
    const created = await org.coffer.boxes.create({
      title: 'Verbs',
      datatagId: datatag.id,
      subject,
    });
    const boxId = created.box.id;
    const secretKeyFile = path.join(folder, 'verbs.key');
    await writeFile(secretKeyFile, created.secretKey, { mode: 0o600 });

    const rule = (await coffer('access', 'add', boxId, '--domain', 'Partner.test')).json;
    expect(rule).toMatchObject({ restriction_type: 'email_domain', value: 'partner.test' });
    expect((await coffer('access', 'rules', boxId)).json).toEqual([rule]);
    expect((await coffer('access', 'mode', boxId, 'public')).json).toMatchObject({
      type: 'state.access_mode',
      content: { value: 'public' },
    });
    const members = (await coffer('member', 'list', boxId)).json as unknown as { id: string }[];
    expect(members.map((member) => member.id)).toContain(org.organizationId);
    const rotated = (await coffer('box', 'rotate-key-share', boxId, '--key', secretKeyFile)).json;
    expect(rotated['link']).toMatch(new RegExp(`^${origin}/boxes/${boxId}#`));
    expect((await coffer('provision', 'show', subject)).json).toMatchObject({ email: subject });

    const hook = (
      await coffer('webhook', 'create', 'https://hooks.example.test/in', '--events', 'msg.text')
    ).json;
    expect(hook).toMatchObject({
      event_types: ['msg.text'],
      secret: expect.stringMatching(/^whsec_/),
    });

    // From the rotation on: what follows it comes first, then live events, a JSON line each,
    // until Ctrl-C, which ends it with exit 0.
    const rotation = (rotated['event'] as { id: string }).id;
    const events = spawn(
      process.execPath,
      [COFFER_BIN, '--json', 'events', boxId, '--after', rotation],
      {
        cwd: WORKSPACE_ROOT,
        env: { ...process.env, COFFER_CONFIG_DIR: path.join(folder, 'config') },
      },
    );
    const lines = createInterface({ input: events.stdout })[Symbol.asyncIterator]();
    const sent = await org.coffer.messages.sendText(boxId, 'live');
    const line = (await lines.next()).value as string;
    expect(JSON.parse(line)).toMatchObject({ id: sent.id, type: 'msg.text', box_id: boxId });
    const exited = new Promise((resolve) => events.on('exit', resolve));
    events.kill('SIGINT');
    expect(await exited).toBe(0);
  });

  it('prints a refusal as the contract body and exits 1', async () => {
    await coffer('login', '--client-id', org.clientId, '--key', keyFile, '--origin', origin);
    const refused = await coffer('box', 'delete', crypto.randomUUID());
    expect(refused).toMatchObject({
      code: 1,
      json: {
        error: {
          status: 403,
          code: 'forbidden',
          details: { reason: 'no_access' },
          request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string,
        },
      },
    });
  });

  it('checks --key-out before it creates a box, so no key is ever lost', async () => {
    await coffer('login', '--client-id', org.clientId, '--key', keyFile, '--origin', origin);
    const datatag = (await coffer('datatag', 'create', 'Keys')).json;
    const subject = factories.randomEmail('keys');
    const create = (keyOut: string) =>
      coffer(
        'box',
        'create',
        '--subject',
        subject,
        '--title',
        'Keys',
        '--datatag',
        datatag['id'] as string,
        '--key-out',
        keyOut,
      );
    const existing = path.join(folder, 'existing.key');
    await writeFile(existing, 'another box key\n');
    expect(await create(existing)).toMatchObject({
      code: 1,
      json: { error: { message: expect.stringContaining('it exists') as string } },
    });
    expect(await readFile(existing, 'utf8')).toBe('another box key\n');
    expect(await create(path.join(folder, 'no-such-folder', 'box.key'))).toMatchObject({
      code: 1,
      json: { error: { message: expect.stringContaining('no box was created') as string } },
    });
    expect(await org.coffer.boxes.count({ subject })).toBe(0);
  });
});
