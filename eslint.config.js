import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/**
 * Dependencies point one way (ARCHITECTURE.md): apps → api → domain → {db, crypto}; env is a
 * leaf every server package may use; crypto imports nothing of ours. Checked on the resolved
 * file, so a relative path into another package is caught like its package name.
 */
const layers = [
  { target: 'packages/api', from: ['apps', 'packages/bench'] },
  { target: 'packages/domain', from: ['apps', 'packages/api', 'packages/bench'] },
  {
    target: 'packages/db',
    from: ['apps', 'packages/api', 'packages/domain', 'packages/crypto', 'packages/bench'],
  },
  {
    target: 'packages/env',
    from: ['apps', 'packages/api', 'packages/domain', 'packages/db', 'packages/crypto'],
  },
  {
    target: 'packages/crypto',
    from: ['apps', 'packages/api', 'packages/domain', 'packages/db', 'packages/env'],
  },
  // The published SDK is a client: over HTTP only, with crypto bundled in. Its tests (test/)
  // arrange the server's state with the server's own factories.
  {
    target: 'packages/sdk/src',
    from: [
      'apps',
      'packages/api',
      'packages/domain',
      'packages/db',
      'packages/env',
      'packages/bench',
    ],
  },
];
const dependencyMessage =
  'dependencies point one way: apps → api → domain → {db, crypto} (ARCHITECTURE.md)';

/** The workspace package names of a folder: `apps` holds several. */
const packageNames = {
  apps: ['@coffer/web', '@coffer/cli', '@coffer/example-rp', '@coffer/example-org'],
  'packages/api': ['@coffer/api'],
  'packages/domain': ['@coffer/domain'],
  'packages/db': ['@coffer/db'],
  'packages/env': ['@coffer/env'],
  'packages/crypto': ['@coffer/crypto'],
  'packages/bench': ['@coffer/bench'],
};

// Package names are refused by name too: the resolved-path rule needs the import to resolve,
// and a package that does not depend on another may not resolve its name at all.
const layerConfigs = layers.map(({ target, from }) => ({
  files: [`${target}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: from.flatMap((folder) =>
              packageNames[folder].flatMap((name) => [name, `${name}/*`]),
            ),
            message: dependencyMessage,
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/next-env.d.ts',
      '**/*.config.{js,mjs}',
      '**/.coffer/**',
      '**/dist/**',
      // TypeDoc's output (pnpm --filter @coffer/sdk docs).
      'packages/sdk/docs/**',
      // packages/db's Prisma CLI reads it (`prisma generate`), with the prisma package that
      // only packages/db depends on: no package lints or type-checks it.
      'prisma.config.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // One program for the whole workspace (the root tsconfig.json; example-rp's route types
      // are globals of their own), built once for `pnpm lint`: a project per package took in
      // the workspace sources it imports, and built packages/api, domain and db six times.
      parserOptions: {
        project: ['./tsconfig.json', './apps/example-rp/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // Security code: a forgotten await is a check that never ran.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Async functions without await implement promise-returning interfaces (test cases,
      // handlers): the rule flags them without finding bugs.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          // Each package is linted from its own folder: zones are paths from the root.
          basePath: import.meta.dirname,
          zones: layers.map(({ target, from }) => ({
            target,
            from,
            message:
              'dependencies point one way: apps → api → domain → {db, crypto} (ARCHITECTURE.md)',
          })),
        },
      ],
    },
  },
  {
    // A running server logs through its one logger (getLogger, packages/env/src/logger.ts):
    // JSON lines an operator can search. Plain stderr lines are for whoever starts or stops
    // Coffer: the command-line entries, start-up and shutdown.
    files: [
      'packages/api/src/**/*.ts',
      'packages/domain/src/**/*.ts',
      'packages/db/src/**/*.ts',
      'packages/env/src/**/*.ts',
      'apps/web/src/server/**/*.ts',
      'apps/web/src/app/**/*.ts',
    ],
    ignores: [
      'packages/db/src/bin/**',
      'packages/db/src/embedded/**',
      'packages/db/src/jobs/install-job-queue.ts',
      'apps/web/src/server/main.ts',
      'apps/web/src/server/start-up.ts',
      'apps/web/src/server/shutdown-hooks.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'console', message: 'log through getLogger (packages/env/src/logger.ts)' },
      ],
    },
  },
  {
    // Tests assert shapes they just built; `!` there is a checked expectation.
    files: [
      '**/*.test.ts',
      '**/*.spec.ts',
      '**/test/**/*.ts',
      '**/browser/**/*.ts',
      '**/bench/**/*.ts',
      'packages/bench/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      // expect.any() and friends are typed `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      'no-console': 'off',
    },
  },
  ...layerConfigs,
  {
    // The pages read and write through tRPC's react-query options, which key their queries,
    // and receive every failure as an ApiError already (apps/web/src/lib/trpc/api-error-link.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/api/**',
      'apps/web/src/lib/trpc/**',
      'apps/web/src/test/**',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/to-api-error$/]',
          message: 'failures arrive as ApiError: the tRPC link maps them once (api-error-link.ts)',
        },
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message:
            "API reads take tRPC's keys (trpc.x.y.queryOptions); others lib/local-query-keys.ts",
        },
        ...[
          'ImportDeclaration[source.value=/create-api-client$/]',
          "ImportDeclaration[source.value='@trpc/client']",
          "ImportSpecifier[imported.name='useTRPCClient']",
        ].map((selector) => ({
          selector,
          message: "the API through tRPC's options: useTRPC, or useFlow (lib/trpc/flow.ts)",
        })),
      ],
    },
  },
  {
    // Code that runs in the browser too imports nothing from Node, and nothing of ours.
    files: ['packages/crypto/src/**/*.ts'],
    ignores: ['packages/crypto/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*'],
              message: 'it runs in browsers too: WebCrypto and Uint8Array only',
            },
            { group: ['@coffer/*'], message: dependencyMessage },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'Buffer', 'process'],
    },
  },
);
