/**
 * The dependency rule of eslint.config.js (apps → api → domain → {db, crypto}) holds: a
 * wrong-way import, by package name or by relative path, is an error, and a right-way one is not.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
const DEPENDENCY_RULES = new Set(['no-restricted-imports', 'import-x/no-restricted-paths']);
const PAGE_RULES = new Set(['no-restricted-syntax']);

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

/** The messages of the pages' rules for `code` as the file `file` of apps/web/src. */
async function pageRuleMessages(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: path.join(root, 'apps/web'),
    ruleFilter: ({ ruleId }) => PAGE_RULES.has(ruleId),
    overrideConfig: { languageOptions: { parserOptions: { project: null } } },
  });
  const [result] = await eslint.lintText(code, {
    filePath: path.join(root, 'apps/web/src', file),
  });
  return (result?.messages ?? []).map((message) => message.message);
}

describe('one way for pages to read and to fail (#28)', () => {
  it('a page maps no failure itself: the tRPC link made it an ApiError', async () => {
    const mapping =
      "import { toApiError } from '../../lib/api/to-api-error';\nexport const m = toApiError;\n";
    expect(await pageRuleMessages('features/boxes/some-form.tsx', mapping)).toEqual([
      expect.stringContaining('api-error-link.ts'),
    ]);
  });

  it("a page writes no query key by hand: tRPC's, or a named local one", async () => {
    const inline = "export const options = { queryKey: ['box-keyring', 'id'] };\n";
    expect(await pageRuleMessages('features/inbox/box-list.tsx', inline)).toEqual([
      expect.stringContaining('local-query-keys.ts'),
    ]);
    const named = 'export const options = { queryKey: localQueryKeys.boxKeyring(id) };\n';
    expect(await pageRuleMessages('features/inbox/box-list.tsx', named)).toEqual([]);
  });

  it("a page calls no client itself: tRPC's options, or a flow over them", async () => {
    for (const raw of [
      "import { createApiClient } from '../../lib/trpc/create-api-client';\nexport const c = createApiClient;\n",
      "import { createTRPCClient } from '@trpc/client';\nexport const c = createTRPCClient;\n",
      "import { useTRPCClient } from '@trpc/tanstack-react-query';\nexport const c = useTRPCClient;\n",
    ]) {
      expect(await pageRuleMessages('features/keys/some-flow.ts', raw), raw).toEqual([
        expect.stringContaining('lib/trpc/flow.ts'),
      ]);
    }
    const flow = "import { useFlow } from '../../lib/trpc/flow';\nexport const f = useFlow;\n";
    expect(await pageRuleMessages('features/keys/some-flow.ts', flow)).toEqual([]);
  });

  it('the link itself maps, and tests build their own keys', async () => {
    const mapping =
      "import { toApiError } from '../api/to-api-error';\nexport const m = toApiError;\n";
    expect(await pageRuleMessages('lib/trpc/api-error-link.ts', mapping)).toEqual([]);
    const key = "export const options = { queryKey: ['endpoints'] };\n";
    expect(await pageRuleMessages('lib/trpc/refresh-after-write.test.ts', key)).toEqual([]);
  });
});

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
