/**
 * The SDK's generated API types (src/generated/openapi.ts) are exactly what openapi-typescript
 * makes of the running Coffer's /api/openapi.json: a change of the API that was not
 * regenerated (`pnpm --filter @coffer/sdk generate <origin>`) fails here.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { API_TYPES_FILE, fetchOpenApiDocument, renderApiTypes } from '../scripts/render-api-types';

describe('the generated API types', () => {
  it('match /api/openapi.json', async () => {
    const expected = await renderApiTypes(await fetchOpenApiDocument(inject('coffer').origin));
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(expected);
  });
});
