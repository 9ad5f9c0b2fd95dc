import { operations } from '../src/http-routes';
import { createRestHandler } from '../src/rest/create-rest-handler';
import type { OperationTable } from '../src/operations/operation-table';

export type RestCall = (
  method: string,
  path: string,
  headers?: Headers,
  body?: unknown,
) => Promise<Response>;

/**
 * A REST client over a table of operations, in process: `call('PATCH', '/identities/…', headers, body)`
 * with `path` relative to /api and a JSON body when one is given. The table is Coffer's whole
 * one by default, as production serves it; a test passes its own only for fixture operations.
 */
export function createRestClient(table: OperationTable = operations): RestCall {
  const handle = createRestHandler(table);
  return (method, path, headers = new Headers(), body) => {
    if (body !== undefined) headers.set('content-type', 'application/json');
    return handle(
      new Request(`http://localhost:3000/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
  };
}
