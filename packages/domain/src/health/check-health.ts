import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';

export type Health = { status: 'ok'; database: 'ok' };

/** The service is healthy when PostgreSQL answers a query. */
export async function checkHealth(): Promise<Health> {
  try {
    await getDb().$queryRaw`SELECT 1`;
  } catch (cause) {
    throw new AppError('service_unavailable', { desc: 'the database is unreachable', cause });
  }
  return { status: 'ok', database: 'ok' };
}
