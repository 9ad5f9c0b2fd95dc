/**
 * `pnpm --filter @coffer/sdk generate <origin>`: writes src/generated/openapi.ts from the
 * OpenAPI document of a running Coffer (e.g. `pnpm dev`'s http://localhost:3000).
 */
import { writeFile } from 'node:fs/promises';
import { API_TYPES_FILE, fetchOpenApiDocument, renderApiTypes } from './render-api-types';

const origin = process.argv[2];
if (!origin) {
  console.error('usage: pnpm --filter @coffer/sdk generate <origin of a running Coffer>');
  process.exit(2);
}
await writeFile(API_TYPES_FILE, await renderApiTypes(await fetchOpenApiDocument(origin)));
console.error(`wrote ${API_TYPES_FILE.pathname}`);
