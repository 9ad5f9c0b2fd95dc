import pg from 'pg';
import {
  describeColumn,
  describeEnum,
  describeForeignKey,
  describeIndex,
  type SchemaShape,
} from './expected-schema';

const ON_DELETE: Record<string, string> = {
  a: 'NoAction',
  r: 'Restrict',
  c: 'Cascade',
  n: 'SetNull',
  d: 'SetDefault',
};

/**
 * What the database at `databaseUrl` is, read from pg_catalog. Partial indexes are left
 * out: they are hand-written extras that Prisma's schema language cannot express.
 */
export async function readActualSchema(databaseUrl: string): Promise<SchemaShape> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const columns = await client.query<{
      table: string;
      column: string;
      type: string;
      not_null: boolean;
      has_default: boolean;
    }>(`
      SELECT c.relname AS table, a.attname AS column, format_type(a.atttypid, a.atttypmod) AS type,
             a.attnotnull AS not_null, a.atthasdef AS has_default
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
        AND c.relname <> '_prisma_migrations'`);
    const enums = await client.query<{ name: string; values: string[] }>(`
      SELECT t.typname AS name, array_agg(e.enumlabel::text ORDER BY e.enumsortorder) AS values
      FROM pg_type t
      JOIN pg_enum e ON e.enumtypid = t.oid
      JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public'
      GROUP BY t.typname`);
    const indexes = await client.query<{
      table: string;
      name: string;
      primary: boolean;
      unique: boolean;
      columns: string[];
    }>(`
      SELECT t.relname AS table, i.relname AS name, ix.indisprimary AS primary,
             ix.indisunique AS unique,
             array_agg(a.attname::text || CASE WHEN (ix.indoption[k.ord - 1] & 1) = 1 THEN ' DESC' ELSE '' END
                       ORDER BY k.ord) AS columns
      FROM pg_index ix
      JOIN pg_class i ON i.oid = ix.indexrelid
      JOIN pg_class t ON t.oid = ix.indrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      CROSS JOIN LATERAL unnest(ix.indkey) WITH ORDINALITY AS k(attnum, ord)
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
      WHERE n.nspname = 'public' AND ix.indpred IS NULL AND t.relname <> '_prisma_migrations'
      GROUP BY t.relname, i.relname, ix.indisprimary, ix.indisunique`);
    const foreignKeys = await client.query<{
      table: string;
      columns: string[];
      target: string;
      target_columns: string[];
      on_delete: string;
    }>(`
      SELECT t.relname AS table, r.relname AS target, con.confdeltype AS on_delete,
             ARRAY(SELECT attname::text FROM unnest(con.conkey) WITH ORDINALITY k(n, o)
                   JOIN pg_attribute ON attrelid = con.conrelid AND attnum = k.n ORDER BY k.o) AS columns,
             ARRAY(SELECT attname::text FROM unnest(con.confkey) WITH ORDINALITY k(n, o)
                   JOIN pg_attribute ON attrelid = con.confrelid AND attnum = k.n ORDER BY k.o) AS target_columns
      FROM pg_constraint con
      JOIN pg_class t ON t.oid = con.conrelid
      JOIN pg_class r ON r.oid = con.confrelid
      JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' AND con.contype = 'f'`);
    return {
      columns: columns.rows.map((row) =>
        describeColumn(row.table, row.column, row.type, row.not_null, row.has_default),
      ),
      enums: enums.rows.map((row) => describeEnum(row.name, row.values)),
      indexes: indexes.rows.map((row) =>
        describeIndex(
          row.table,
          row.name,
          row.primary ? 'primary' : row.unique ? 'unique' : 'index',
          row.columns,
        ),
      ),
      foreignKeys: foreignKeys.rows.map((row) =>
        describeForeignKey(
          row.table,
          row.columns,
          row.target,
          row.target_columns,
          ON_DELETE[row.on_delete] ?? row.on_delete,
        ),
      ),
    };
  } finally {
    await client.end();
  }
}
