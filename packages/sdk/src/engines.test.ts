import { readFile } from 'node:fs/promises';
import { findPackageJSON } from 'node:module';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

type Manifest = {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
};

async function manifestOf(file: string): Promise<Manifest> {
  return JSON.parse(await readFile(file, 'utf8')) as Manifest;
}

/**
 * The SDK's `engines` says what it really needs (README): every Node it admits is admitted by
 * each of its runtime dependencies too. commander, for one, needs Node ≥ 22.12.
 */
describe('the Node versions the SDK admits', () => {
  it('are admitted by every runtime dependency', async () => {
    const own = await manifestOf(new URL('../package.json', import.meta.url).pathname);
    const range = own.engines?.node;
    expect(range).toBeDefined();
    const refusing: string[] = [];
    for (const name of Object.keys(own.dependencies ?? {})) {
      // The dependency's own manifest, even when its exports do not list it.
      const file = findPackageJSON(name, import.meta.url);
      if (file === undefined) throw new Error(`${name} is not installed`);
      const needs = (await manifestOf(file)).engines?.node;
      if (needs !== undefined && !semver.subset(range!, needs)) refusing.push(`${name} (${needs})`);
    }
    expect(refusing).toEqual([]);
  });
});
