import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SDK_VERSION, USER_AGENT } from './user-agent';

describe('the User-Agent', () => {
  it('names the version the manifest publishes', async () => {
    const manifest = JSON.parse(
      await readFile(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(SDK_VERSION).toBe(manifest.version);
    expect(USER_AGENT).toBe(`coffer-sdk-node/${manifest.version} node/${process.versions.node}`);
  });
});
