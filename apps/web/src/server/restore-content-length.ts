import type { ServerResponse } from 'node:http';
import { DECLARED_LENGTH_HEADER } from '@coffer/api/declared-length';

/**
 * Gives a streamed answer back the Content-Length that Next.js removed
 * (packages/api/src/rest/declared-length.ts): when the headers are written, the declared
 * length becomes Content-Length, so Node sends the body with it instead of chunked.
 */
export function restoreContentLength(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = (...args: unknown[]) => {
    const declared = response.getHeader(DECLARED_LENGTH_HEADER);
    if (declared !== undefined) {
      response.removeHeader(DECLARED_LENGTH_HEADER);
      response.setHeader('content-length', declared);
    }
    return writeHead(...args);
  };
}
