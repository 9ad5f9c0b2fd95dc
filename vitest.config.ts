import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests, and integration tests that each get a fresh PostgreSQL
// database cloned from a migrated template (see packages/db/test).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{apps,packages}/*/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{apps,packages}/*/src/**/*.integration.test.ts'],
          globalSetup: ['packages/db/test/global-setup.ts'],
          setupFiles: ['packages/db/test/database-per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Many flows from one address in a few seconds: the per-IP limit is raised here
          // and set low only by the test of the limiter itself.
          env: { AUTH_REQUESTS_PER_IP_PER_MINUTE: '100000' },
        },
      },
    ],
  },
});
