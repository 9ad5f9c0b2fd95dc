/**
 * The dependency rule of eslint.config.js (apps → api → domain → {db, crypto}) holds: a
 * wrong-way import, by package name or by relative path, is an error, and a right-way one is not.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const DEPENDENCY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);

/** The dependency errors of `code` as if it were a file of `folder` (linted from there, as turbo does). */
async function dependencyErrors(folder: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: path.join(root, folder),
    // Only the two rules that hold the dependency rule, which need no types: without them
    // every case built a TypeScript program of its package (seconds of CPU each).
    ruleFilter: ({ ruleId }) => DEPENDENCY_RULES.has(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { project: null } } },
  });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, folder, 'src/index.ts'),
  });
  return (result?.messages ?? [])
    .filter((message) => message.message.includes('dependencies point one way'))
    .map((message) => message.ruleId ?? '');
}

describe('dependencies point one way', () => {
  it.each([
    ['packages/domain', "import { handleRestRequest } from '@coffer/api';"],
    ['packages/domain', "import { dispatch } from '../../../apps/web/src/server/dispatch';"],
    ['packages/db', "import { getEnv } from '@coffer/domain';"],
    ['packages/db', "import { AppError } from '../../domain/src/errors/app-error';"],
    ['packages/crypto', "import { getEnv } from '@coffer/env';"],
    ['packages/env', "import { getDb } from '@coffer/db';"],
    ['packages/api', "import { main } from '@coffer/cli';"],
  ])('%s may not import %s', async (folder, line) => {
    expect(await dependencyErrors(folder, `${line}\nexport const used = 1;\n`)).not.toEqual([]);
  });

  it.each([
    ['packages/api', "import { AppError } from '@coffer/domain';"],
    ['packages/domain', "import { getDb } from '@coffer/db';"],
    ['packages/domain', "import { createRootKey } from '@coffer/crypto';"],
  ])('%s may import %s', async (folder, line) => {
    expect(await dependencyErrors(folder, `${line}\nexport const used = 1;\n`)).toEqual([]);
  });
});
