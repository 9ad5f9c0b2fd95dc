import { z } from 'zod';
import { STATUS_BY_CODE } from '@coffer/domain';
import { REST_BASE_PATH } from './create-rest-handler';
import type { OperationTable } from './operation-table';
import { buildRestRoutes, type RestRoute } from './rest-routes';

type JsonSchema = Record<string, unknown>;
type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, unknown>> };

const errorBodySchema = z.object({
  code: z.enum(Object.keys(STATUS_BY_CODE) as [keyof typeof STATUS_BY_CODE]),
  origin: z.enum(['acr', 'body', 'query', 'path', 'headers', 'cookies', 'not_defined']),
  desc: z.string().describe('Human text; not stable'),
  details: z.record(z.string(), z.string()).describe('Request field (snake_case) → reason'),
});

/**
 * OpenAPI 3.1 of the REST API, generated from the same zod schemas that validate requests
 * (OpenAPI 3.1 schemas are JSON Schema 2020-12, zod's own output).
 */
export function buildOpenApiDocument(table: OperationTable, origin: string): OpenApiDocument {
  const document: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: 'Coffer API',
      version: '1',
      description: 'Identities, boxes and key shares. Errors are `{code, origin, desc, details}`.',
    },
    servers: [{ url: `${origin}${REST_BASE_PATH}` }],
    paths: {},
    components: {
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
      responses: {
        Error: {
          description: 'Any refusal or failure',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
  for (const route of buildRestRoutes(table)) {
    const operations = (document.paths[route.meta.path] ??= {});
    operations[route.meta.method.toLowerCase()] = operationOf(route);
  }
  return document;
}

function operationOf(route: RestRoute): Record<string, unknown> {
  const { meta, input } = route;
  const shape = input.shape as Record<string, z.ZodType>;
  const parameter = (name: string, location: 'path' | 'query') => ({
    name,
    in: location,
    required: location === 'path' || !shape[name]?.safeParse(undefined).success,
    schema: schemaOf(shape[name] ?? z.unknown(), 'input'),
  });
  const status = meta.status ?? (meta.method === 'HEAD' ? 204 : 200);
  const success: Record<string, unknown> = { description: meta.summary };
  if (status !== 204 && meta.method !== 'HEAD' && route.output) {
    success.content = { 'application/json': { schema: schemaOf(route.output, 'output') } };
  }
  if (meta.method === 'HEAD') {
    success.headers = { 'X-Total-Count': { schema: { type: 'integer', minimum: 0 } } };
  }
  const streamed = route.streaming?.contract.output;
  if (streamed && !(streamed instanceof z.ZodType)) {
    success.content = { [streamed.binary]: { schema: { type: 'string', format: 'binary' } } };
  }
  const operation: Record<string, unknown> = {
    operationId: route.operationId,
    summary: meta.summary,
    tags: meta.tags,
    parameters: [
      ...route.pathParams.map((name) => parameter(name, 'path')),
      ...route.queryKeys.map((name) => parameter(name, 'query')),
    ],
    responses: { [String(status)]: success, default: { $ref: '#/components/responses/Error' } },
  };
  const multipart = route.streaming?.contract.multipart;
  if (multipart) {
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: Object.fromEntries(
              Object.entries(multipart).map(([name, part]) => [
                name,
                {
                  type: 'string',
                  description: part.description,
                  ...(part.binary ? { format: 'binary' } : {}),
                },
              ]),
            ),
            required: Object.entries(multipart)
              .filter(([, part]) => part.required)
              .map(([name]) => name),
          },
        },
      },
    };
  } else if (route.bodyKeys.length > 0) {
    const body = z.strictObject(
      Object.fromEntries(route.bodyKeys.map((key) => [key, shape[key] ?? z.unknown()])),
    );
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: schemaOf(body, 'input') } },
    };
  }
  return operation;
}

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}
