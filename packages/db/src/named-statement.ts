import type { QueryResultRow } from 'pg';
import { getPool } from './client';
import type { Prisma } from './generated/prisma/client';

/** Plain SQL with the name its prepared form is kept under on each pooled connection. */
export type NamedStatement = { name: string; text: string };

/**
 * The one way to run a statement on the hot path (ARCHITECTURE.md, "Database access"):
 * Prisma is the default everywhere else, but it compiles a query on every call, so the few
 * statements every request runs are plain SQL, prepared once per connection under their
 * name. Given a transaction, the statement runs inside it instead (unprepared: Prisma's
 * connection), so that it decides on rows the transaction has locked.
 */
export async function queryNamed<Row extends QueryResultRow>(
  statement: NamedStatement,
  values: unknown[],
  tx?: Prisma.TransactionClient,
): Promise<Row[]> {
  if (tx) return tx.$queryRawUnsafe<Row[]>(statement.text, ...values);
  return (await getPool().query<Row>({ ...statement, values })).rows;
}
