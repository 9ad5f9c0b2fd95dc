import { describe, expect, it } from 'vitest';
import { fixtureOperations } from '../../test/fixture-operations';
import { buildOpenApiDocument } from './openapi-document';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: { 'application/json': { schema: Record<string, unknown> } } };
  responses: Record<string, { headers?: Record<string, unknown>; content?: unknown }>;
};

describe('buildOpenApiDocument', () => {
  const document = buildOpenApiDocument(fixtureOperations, 'https://coffer.example');
  const operation = (path: string, method: string) =>
    document.paths[path]?.[method] as Operation | undefined;

  it('is OpenAPI 3.1, version 1, served under /api', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ version: '1' });
    expect(document.servers).toEqual([{ url: 'https://coffer.example/api' }]);
  });

  it('lists every REST procedure at its path and method', () => {
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/bad-output',
        '/conflict',
        '/crash',
        '/items',
        '/items/latest',
        '/items/{id}',
        '/items/{id}/acknowledgement',
        '/items/{id}/archive',
      ].sort(),
    );
    expect(Object.keys(document.paths['/items'] ?? {}).sort()).toEqual(['get', 'head', 'post']);
    expect(operation('/items/{id}', 'get')?.operationId).toBe('items.get');
  });

  it('splits inputs into path, query and body', () => {
    const acknowledge = operation('/items/{id}/acknowledgement', 'put');
    expect(
      acknowledge?.parameters.map(({ name, in: where, required }) => [name, where, required]),
    ).toEqual([
      ['id', 'path', true],
      ['ids', 'query', false],
    ]);
    expect(acknowledge?.requestBody).toBeUndefined();

    const archive = operation('/items/{id}/archive', 'delete');
    expect(archive?.parameters.map(({ name, in: where }) => [name, where])).toEqual([
      ['id', 'path'],
      ['note', 'query'],
    ]);
    expect(archive?.requestBody?.content['application/json'].schema).toMatchObject({
      properties: { confirmation: { const: 'archive' } },
      required: ['confirmation'],
    });

    const update = operation('/items/{id}', 'patch');
    expect(update?.requestBody?.content['application/json'].schema).toMatchObject({
      type: 'object',
      properties: { display_name: { type: 'string', minLength: 1, maxLength: 254 } },
      additionalProperties: false,
    });
  });

  it('documents success statuses, counts and the error body', () => {
    expect(Object.keys(operation('/items', 'post')?.responses ?? {})).toEqual([
      '201',
      '400',
      '413',
      'default',
    ]);
    expect(Object.keys(operation('/items/latest', 'get')?.responses ?? {})).toEqual([
      '200',
      '400',
      'default',
    ]);
    expect(operation('/items/{id}', 'patch')?.responses['204']?.content).toBeUndefined();
    expect(operation('/items', 'head')?.responses['204']?.headers).toHaveProperty('X-Total-Count');
    expect(operation('/items', 'get')?.parameters.map((p) => p.name)).toEqual(['offset', 'limit']);
    expect(document.components).toMatchObject({
      schemas: { Error: { required: ['code', 'origin', 'desc', 'details'] } },
    });
    // Public operations: no credentials asked.
    expect(operation('/items', 'get')).toMatchObject({ security: [] });
  });
});
