/** The embedded PostgreSQL could not start or keep running; the message says why, in its words. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}
