import path from 'node:path';
import { defineConfig } from 'prisma/config';

// Prisma's CLI is used only to generate the client: migrations are plain SQL applied by
// packages/db (the schema engine that `prisma migrate` needs cannot be installed here).
export default defineConfig({
  schema: path.join(import.meta.dirname, 'prisma', 'schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, 'prisma', 'migrations') },
});
