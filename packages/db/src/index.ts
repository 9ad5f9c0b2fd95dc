export { createDb, createPool, getDb, getPool, type Db } from './client';
export { Prisma } from './generated/prisma/client';
export type * from './generated/prisma/models';
export * from './generated/prisma/enums';
export { isDatabaseUnavailable } from './is-database-unavailable';
