/**
 * Next.js (16) drops Content-Length from a route handler's answer and sends the body chunked,
 * so a download would reach the browser without its size (no progress bar, no early check of a
 * truncated file). A byte stream's answer declares its length in this header too; Coffer's
 * server puts it back as Content-Length before the headers go out
 * (apps/web/src/server/restore-content-length.ts).
 */
export const DECLARED_LENGTH_HEADER = 'x-coffer-content-length';

/** Content-Length of a streamed answer, and the same under the header that survives Next.js. */
export function lengthHeaders(size: number): Record<string, string> {
  return { 'content-length': String(size), [DECLARED_LENGTH_HEADER]: String(size) };
}
