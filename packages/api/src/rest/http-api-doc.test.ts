/**
 * docs/http-api.md against what Coffer serves, so the page cannot drift again: its table of
 * operations is the operation table, row for row, and every path and tRPC name it names
 * elsewhere is served (an API path by an operation, any other by the table of http-routes.ts
 * or a page of apps/web).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { httpRoutes, operations } from '../http-routes';
import { listOperations } from '../operations/operation-table';
import { buildRestRoutes } from './rest-routes';

const root = path.resolve(import.meta.dirname, '../../../..');
const page = readFileSync(path.join(root, 'docs/http-api.md'), 'utf8');
const routes = buildRestRoutes(operations);

/** The page's code spans, fenced blocks left out (their JSON names no address). */
const codeSpans = [...page.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map(
  (match) => match[1] as string,
);

// A row of the table of operations: | `area.name` (REST only) | `METHOD /path` | page |
const ROW = /^\| `([\w.]+)`( \(REST only\))? +\| `([A-Z]+) ([^`]+)` +\|/;

/** Each path segment a placeholder (`{id}`, `<id>`) stands for. */
const ANY = 'x';
const normalize = (address: string) => address.replace(/\{\w+\}|<\w+>/g, ANY);

/** The pages of apps/web, as patterns. */
const pageAddresses = readdirSync(path.join(root, 'apps/web/src/app'), { recursive: true })
  .map(String)
  .filter((file) => /(^|\/)page\.tsx$/.test(file))
  .map((file) => `/${path.dirname(file)}`.replace(/\/\.$/, '') || '/')
  .map((folder) => folder.replace(/\/\([^/]+\)/g, '').replace(/\[\w+\]/g, ANY));

/** The addresses of the table that are not operations: OpenAPI, tRPC, OAuth, sign-in. */
const tableAddresses = ['/api/openapi.json', `/trpc/${ANY}`, ...Object.keys(httpRoutes)];
const appAddresses = [...pageAddresses, ...tableAddresses];

/** The bases the page names as such (`/api`, `/trpc`, `/oauth2`). */
const appBases = new Set(tableAddresses.map((address) => address.split('/').slice(0, 2).join('/')));

const restAddresses = routes.map((route) => normalize(route.meta.path));

/** An address is served when it is one of these, or (ending in `/…`) begins one of them. */
function servedBy(addresses: string[], address: string): boolean {
  if (!address.endsWith('/…')) return addresses.includes(address);
  const prefix = address.slice(0, -'…'.length);
  return addresses.some((served) => served.startsWith(prefix));
}

// The page names it as the base path a breaking change would get: nothing serves it yet.
const NOT_SERVED_YET = new Set(['/api/v2']);

function isServed(span: string): boolean {
  const address = normalize(span.replace(/^[A-Z]+ /, '').replace(/\?.*$/, '')).replace(
    /\/\*$/,
    '/…',
  );
  if (NOT_SERVED_YET.has(address) || appBases.has(address)) return true;
  // A path of the REST API, under /api or relative to it as the topic pages write them.
  const apiPath = address.startsWith('/api/') ? address.slice('/api'.length) : address;
  return servedBy(restAddresses, apiPath) || servedBy(appAddresses, address);
}

describe('docs/http-api.md', () => {
  it('lists every operation, with its method, path and whether tRPC serves it', () => {
    const documented = page
      .split('\n')
      .map((line) => ROW.exec(line))
      .filter((match) => match !== null)
      .map(([, name, restOnly, method, address]) => ({
        name,
        restOnly: !!restOnly,
        method,
        address,
      }));
    const served = routes.map((route) => ({
      name: route.operationId,
      restOnly: route.streaming !== undefined,
      method: route.meta.method,
      address: route.meta.path,
    }));
    const byName = (a: { name?: string }, b: { name?: string }) =>
      (a.name ?? '').localeCompare(b.name ?? '');
    expect(documented.sort(byName)).toEqual(served.sort(byName));
  });

  it('names only tRPC procedures that exist', () => {
    const areas = new Set(Object.keys(operations));
    const known = new Set(listOperations(operations).map(({ operationId }) => operationId));
    const named = codeSpans.filter((span) => {
      const [area, name, ...rest] = span.split('.');
      return rest.length === 0 && name !== undefined && areas.has(area ?? '');
    });
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });

  it('names only addresses Coffer serves', () => {
    const addresses = codeSpans.filter((span) => /^([A-Z]+ )?\//.test(span));
    expect(addresses.length).toBeGreaterThan(10);
    expect(addresses.filter((span) => !isServed(span))).toEqual([]);
  });
});
