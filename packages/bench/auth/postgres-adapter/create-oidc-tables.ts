import type pg from 'pg';
import { OIDC_MODELS, tableOf } from './oidc-models';

/**
 * One table per model: the payload as jsonb, and beside it the columns the adapter looks
 * rows up by (grant, session uid, user code) and the expiry, each indexed, as a production
 * adapter would keep them for revocation and for sweeping expired rows.
 */
export async function createOidcTables(pool: pg.Pool): Promise<void> {
  const statements = OIDC_MODELS.flatMap((model) => {
    const table = tableOf(model);
    return [
      `CREATE TABLE IF NOT EXISTS ${table} (
        id text PRIMARY KEY,
        payload jsonb NOT NULL,
        grant_id text,
        uid text,
        user_code text,
        expires_at timestamptz,
        consumed_at timestamptz
      )`,
      `CREATE INDEX IF NOT EXISTS ${table}_grant_id ON ${table} (grant_id) WHERE grant_id IS NOT NULL`,
      `CREATE INDEX IF NOT EXISTS ${table}_expires_at ON ${table} (expires_at) WHERE expires_at IS NOT NULL`,
      `CREATE UNIQUE INDEX IF NOT EXISTS ${table}_uid ON ${table} (uid) WHERE uid IS NOT NULL`,
      `CREATE UNIQUE INDEX IF NOT EXISTS ${table}_user_code ON ${table} (user_code) WHERE user_code IS NOT NULL`,
    ];
  });
  await pool.query(statements.join(';\n'));
}
