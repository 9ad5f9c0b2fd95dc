import pg from 'pg';
import { createOidcTables } from './create-oidc-tables';

// A database of its own on the server: Coffer's tables and oidc-provider's never meet.
const DATABASE_NAME = 'oidc_provider_bench';

/**
 * A pool on oidc-provider's database on the PostgreSQL server of `serverUrl` (created with
 * its tables on first use), as large as Coffer's default pool (DATABASE_POOL_SIZE).
 */
export async function openOidcDatabase(serverUrl: string, poolSize: number): Promise<pg.Pool> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE_NAME,
    ]);
    if (rowCount === 0) await admin.query(`CREATE DATABASE ${DATABASE_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE_NAME}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: poolSize });
  await createOidcTables(pool);
  return pool;
}
