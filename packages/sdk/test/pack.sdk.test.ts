/**
 * What is published works outside the workspace: `pnpm --filter @coffer/sdk pack` makes a
 * tarball that installs from the npm registry into an empty folder, and the README's quick
 * start, pasted as written, runs there against the running Coffer.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from '../../db/test/spawn-coffer';
import { organizationFixture, origin } from './organization-fixture';

const run = promisify(execFile);

/** The README's quick start: the first `js` block after its marker. */
async function quickStart(): Promise<string> {
  const readme = await readFile(path.join(WORKSPACE_ROOT, 'packages/sdk/README.md'), 'utf8');
  const match = /<!-- quick-start:[^>]*-->\s*```js\n([\s\S]*?)```/.exec(readme);
  if (!match?.[1]) throw new Error('packages/sdk/README.md has no quick start block');
  return match[1];
}

/** A CommonJS program of an integrator: require(), one call, one refusal. */
const REQUIRE_SCRIPT = `
const { readFileSync } = require('node:fs');
const { Coffer, CofferError } = require('@coffer/sdk');
const coffer = new Coffer({
  origin: process.env.COFFER_ORIGIN,
  clientId: process.env.COFFER_CLIENT_ID,
  privateKey: JSON.parse(readFileSync(process.env.COFFER_KEY_FILE, 'utf8')),
});
(async () => {
  const datatags = await coffer.datatags.list().toArray();
  const error = await coffer.boxes.get(crypto.randomUUID()).catch((refusal) => refusal);
  console.log(JSON.stringify({
    datatags: datatags.length,
    error: error instanceof CofferError ? error.name : String(error),
    requestId: typeof error.requestId === 'string',
  }));
})();
`;

/** This process's environment without what pnpm sets for the script it runs. */
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  // Unset, not left out: the type stays NodeJS.ProcessEnv (Next.js's types, in the same
  // program under `pnpm typecheck`, make NODE_ENV a required key of it).
  const unset = Object.keys(process.env).filter((name) =>
    /^(npm_(package|lifecycle)_|PNPM_)/i.test(name),
  );
  return {
    ...process.env,
    ...Object.fromEntries(unset.map((name) => [name, undefined])),
    ...extra,
  };
}

describe('the published package', () => {
  it('packs, installs into an empty folder and runs the quick start', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'coffer-sdk-pack-'));
    await run('pnpm', ['--filter', '@coffer/sdk', 'pack', '--pack-destination', folder], {
      cwd: WORKSPACE_ROOT,
    });
    const [tarball] = (await readdir(folder)).filter((name) => name.endsWith('.tgz'));
    expect(tarball).toBe('coffer-sdk-0.1.0.tgz');

    const app = path.join(folder, 'app');
    await mkdir(app);
    await writeFile(path.join(app, 'package.json'), '{"name": "app", "private": true}\n');
    // --engine-strict: each package's `engines` is enforced, as a strict installer does.
    await run(
      'npm',
      ['install', '--engine-strict', '--no-audit', '--no-fund', path.join(folder, tarball!)],
      { cwd: app, env: cleanEnv() },
    );
    const installed = JSON.parse(
      await readFile(path.join(app, 'node_modules/@coffer/sdk/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    // @coffer/crypto is bundled: everything it needs comes from the public registry.
    expect(
      Object.keys(installed.dependencies).filter((name) => name.startsWith('@coffer/')),
    ).toEqual([]);

    const org = await organizationFixture();
    const keyFile = await org.writeKeyFile(folder);
    await writeFile(path.join(app, 'quick-start.mjs'), await quickStart());
    const contract = '%PDF-1.4 the contract';
    await writeFile(path.join(app, 'contract.pdf'), contract);
    const { stdout } = await run('node', ['quick-start.mjs'], {
      cwd: app,
      env: cleanEnv({
        COFFER_ORIGIN: origin,
        COFFER_CLIENT_ID: org.clientId,
        COFFER_KEY_FILE: keyFile,
      }),
    });
    expect(stdout).toContain(`Send Ann this link: ${origin}/provisions#`);
    expect(stdout).toContain('text: Hello Ann, here is your contract.');
    expect(stdout).toContain('file: contract.pdf');
    expect(await readFile(path.join(app, 'copy-of-contract.pdf'), 'utf8')).toBe(contract);
    expect(await org.coffer.boxes.count({ subject: 'ann@example.org' })).toBe(1);

    // The CommonJS build, from a require() in a fresh folder: a call to Coffer and a typed error.
    const requiring = path.join(folder, 'commonjs');
    await mkdir(requiring);
    await writeFile(path.join(requiring, 'package.json'), '{"name": "cjs-app", "private": true}\n');
    await run(
      'npm',
      ['install', '--engine-strict', '--no-audit', '--no-fund', path.join(folder, tarball!)],
      { cwd: requiring, env: cleanEnv() },
    );
    await writeFile(path.join(requiring, 'main.cjs'), REQUIRE_SCRIPT);
    const { stdout: required } = await run('node', ['main.cjs'], {
      cwd: requiring,
      env: cleanEnv({
        COFFER_ORIGIN: origin,
        COFFER_CLIENT_ID: org.clientId,
        COFFER_KEY_FILE: keyFile,
      }),
    });
    expect(JSON.parse(required)).toEqual({
      datatags: (await org.coffer.datatags.list().toArray()).length,
      error: 'PermissionError',
      requestId: true,
    });

    const { stdout: help } = await run(path.join(app, 'node_modules/.bin/coffer'), ['--help'], {
      cwd: app,
    });
    expect(help).toContain('Usage: coffer');
  }, 180_000);
});
