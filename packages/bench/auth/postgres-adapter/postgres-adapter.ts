import type pg from 'pg';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { GRANTABLE_MODELS, tableOf } from './oidc-models';

type Row = { payload: AdapterPayload; consumed_at: Date | null };

// Every grantable table in one statement: a revocation is one round trip, as Coffer's is.
const REVOKE_BY_GRANT_ID = `WITH ${GRANTABLE_MODELS.map(
  (model, index) => `d${index} AS (DELETE FROM ${tableOf(model)} WHERE grant_id = $1)`,
).join(', ')} SELECT 1`;

/**
 * oidc-provider's storage in PostgreSQL, after the adapter contract of its docs
 * (lib/adapters/memory_adapter.js is the reference): `find*` return nothing once a row has
 * expired, `consume` marks the row (the provider reads `consumed` in the payload), and
 * `revokeByGrantId` removes every token of the grant. Tables: create-oidc-tables.ts.
 */
export function postgresAdapter(pool: pg.Pool): new (model: string) => Adapter {
  return class PostgresAdapter implements Adapter {
    private readonly table: string;

    constructor(model: string) {
      this.table = tableOf(model);
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined) {
      await pool.query({
        name: `${this.table}-upsert`,
        text: `INSERT INTO ${this.table} (id, payload, grant_id, uid, user_code, expires_at)
          VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::float8 IS NULL THEN NULL ELSE now() + make_interval(secs => $6::float8) END)
          ON CONFLICT (id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
            uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
        values: [
          id,
          payload,
          payload.grantId ?? null,
          payload.uid ?? null,
          payload.userCode ?? null,
          expiresIn ?? null,
        ],
      });
    }

    find(id: string) {
      return this.findWhere('id', id);
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid);
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode);
    }

    async consume(id: string) {
      await pool.query({
        name: `${this.table}-consume`,
        text: `UPDATE ${this.table} SET consumed_at = now() WHERE id = $1`,
        values: [id],
      });
    }

    async destroy(id: string) {
      await pool.query({
        name: `${this.table}-destroy`,
        text: `DELETE FROM ${this.table} WHERE id = $1`,
        values: [id],
      });
    }

    async revokeByGrantId(grantId: string) {
      await pool.query({ name: 'revoke-by-grant-id', text: REVOKE_BY_GRANT_ID, values: [grantId] });
    }

    private async findWhere(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const { rows } = await pool.query<Row>({
        name: `${this.table}-find-by-${column}`,
        text: `SELECT payload, consumed_at FROM ${this.table}
          WHERE ${column} = $1 AND (expires_at IS NULL OR expires_at > now())`,
        values: [value],
      });
      const row = rows[0];
      if (!row) return undefined;
      return row.consumed_at
        ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) }
        : row.payload;
    }
  };
}
