// The SQL migrations (prisma/migrations) and their runner, for start-up and benchmarks.
export { applyMigrations } from './apply-migrations';
export { migrationsDir } from './migrations-dir';
