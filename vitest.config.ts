import { defineConfig } from 'vitest/config';

// Four projects: fast unit tests; integration tests that each get a fresh PostgreSQL
// database cloned from a migrated template (see packages/db/test); fault tests that run
// Coffer itself (`pnpm start`, so after `pnpm build`) and break it; the SDK's tests against
// a running Coffer (packages/sdk/test).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // And the repository's own configuration (eslint.config.test.ts).
          include: ['{apps,packages}/*/src/**/*.test.ts', '*.test.ts'],
          // Key generation (RSA, Argon2id) takes seconds on a busy 2-core machine.
          testTimeout: 30_000,
          exclude: [
            '**/*.integration.test.ts',
            '**/*.faults.test.ts',
            '**/*.sdk.test.ts',
            '**/node_modules/**',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          // And the bench's own storage for its oidc-provider peer.
          include: [
            '{apps,packages}/*/src/**/*.integration.test.ts',
            'packages/bench/auth/**/*.integration.test.ts',
          ],
          globalSetup: ['packages/db/test/global-setup.ts'],
          setupFiles: ['packages/db/test/database-per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Many flows from one address in a few seconds: the per-IP limit is raised here
          // and set low only by the test of the limiter itself. Webhook receivers listen on
          // loopback, which only `allow` reaches (one file tests `deny`).
          env: { AUTH_REQUESTS_PER_IP_PER_MINUTE: '100000', WEBHOOK_PRIVATE_NETWORKS: 'allow' },
        },
      },
      {
        test: {
          name: 'faults',
          include: ['{apps,packages}/*/src/**/*.faults.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file runs whole Coffer processes: one at a time on a small machine.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'sdk',
          // @coffer/sdk against one running Coffer (`pnpm start`, so after `pnpm build`).
          include: ['packages/sdk/test/**/*.sdk.test.ts', 'apps/example-org/src/**/*.sdk.test.ts'],
          globalSetup: ['packages/sdk/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Memory is measured in one file: the others must not run beside it.
          fileParallelism: false,
        },
      },
    ],
  },
});
