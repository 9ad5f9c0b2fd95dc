import pg from 'pg';

/**
 * One statement against a running Coffer's database, for a test that must stand in for what
 * only time does (a session grown old): a client of its own, closed after.
 */
export async function runSql(databaseUrl: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rowCount;
  } finally {
    await client.end();
  }
}
