import { z } from 'zod';
import { STATUS_BY_CODE } from '@coffer/domain';
import { REST_BASE_PATH } from './create-rest-handler';
import { IDEMPOTENCY_KEY_HEADER } from '../operations/idempotency';
import { refusalsOf, SECURITY_SCHEMES, securityOf, type RefusalStatus } from './openapi-guard';
import { createSchemaComponents, type JsonSchema } from './openapi-schemas';
import type { OperationTable } from '../operations/operation-table';
import { buildRestRoutes, type RestRoute } from './rest-routes';

type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, unknown> & { schemas: Record<string, JsonSchema> };
};
type SchemaOf = ReturnType<typeof createSchemaComponents>['schemaOf'];

const errorBodySchema = z
  .object({
    code: z.enum(Object.keys(STATUS_BY_CODE) as [keyof typeof STATUS_BY_CODE]),
    origin: z.enum(['acr', 'body', 'query', 'path', 'headers', 'cookies', 'not_defined']),
    desc: z.string().describe('Human text; not stable'),
    details: z.record(z.string(), z.string()).describe('Request field (snake_case) → reason'),
  })
  .meta({ id: 'Error', description: 'The body of every refusal and failure' });

const HEADERS = {
  RequestId: {
    description: "This request's id in the server log",
    schema: { type: 'string', format: 'uuid' },
  },
  RetryAfter: {
    description: 'Seconds to wait before trying again (with 429 and 503)',
    schema: { type: 'integer', minimum: 1 },
  },
};
/** The header of the creations whose contract takes one (operations/idempotency.ts). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description:
    "The caller's name for this request (e.g. a UUID): for a day, a retry with the same key and body gets the first answer again; the same key with another body is a 409",
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
};
const REQUEST_ID = { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } };
const RETRY_AFTER = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

/** The shared answer of each refusal status; an operation says which causes it has. */
const REFUSALS: Record<RefusalStatus, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The request is malformed (bad_request)' },
  401: { name: 'Unauthorized', description: 'Credentials missing or not valid (unauthorized)' },
  403: { name: 'Forbidden', description: 'Not allowed to this caller (forbidden)' },
  413: { name: 'PayloadTooLarge', description: 'Too large (request_entity_too_large)' },
  429: { name: 'TooManyRequests', description: 'Too many requests (too_many_requests)' },
  503: { name: 'ServiceUnavailable', description: 'Try again later (service_unavailable)' },
};

/**
 * OpenAPI 3.1 of the REST API, generated from the same zod schemas that validate requests and
 * the rungs that guard them: each operation's security and refusals come from its guard.
 */
export function buildOpenApiDocument(table: OperationTable, origin: string): OpenApiDocument {
  const schemas = createSchemaComponents();
  const errorBody = schemas.schemaOf(errorBodySchema, 'output');
  const errorAnswer = (description: string, retry: boolean) => ({
    description,
    headers: { ...REQUEST_ID, ...(retry ? RETRY_AFTER : {}) },
    content: { 'application/json': { schema: errorBody } },
  });
  const paths: OpenApiDocument['paths'] = {};
  for (const route of buildRestRoutes(table)) {
    const operations = (paths[route.meta.path] ??= {});
    operations[route.meta.method.toLowerCase()] = operationOf(route, schemas.schemaOf);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Coffer API',
      version: '1',
      description:
        'Identities, boxes and key shares. Errors are `{code, origin, desc, details}` (components.schemas.Error). Organizations send their token as `Authorization: Bearer`; people their session cookie with `X-CSRF-Token`.',
    },
    servers: [{ url: `${origin}${REST_BASE_PATH}` }],
    paths,
    components: {
      schemas: schemas.components(),
      responses: {
        Error: errorAnswer('Any other refusal or failure', true),
        ...Object.fromEntries(
          Object.entries(REFUSALS).map(([status, { name, description }]) => [
            name,
            errorAnswer(description, status === '429' || status === '503'),
          ]),
        ),
      },
      headers: HEADERS,
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function operationOf(route: RestRoute, schemaOf: SchemaOf): Record<string, unknown> {
  const { meta, input } = route;
  const shape = input.shape as Record<string, z.ZodType>;
  const parameter = (name: string, location: 'path' | 'query') => ({
    name,
    in: location,
    required: location === 'path' || !shape[name]?.safeParse(undefined).success,
    schema: schemaOf(shape[name] ?? z.unknown(), 'input'),
  });
  const status = meta.status ?? (meta.method === 'HEAD' ? 204 : 200);
  const success: Record<string, unknown> = { description: meta.summary, headers: REQUEST_ID };
  if (status !== 204 && meta.method !== 'HEAD' && route.output) {
    success.content = { 'application/json': { schema: schemaOf(route.output, 'output') } };
  }
  if (meta.method === 'HEAD') {
    success.headers = {
      ...REQUEST_ID,
      'X-Total-Count': { schema: { type: 'integer', minimum: 0 } },
    };
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
      ...('idempotencyKey' in route.operation.contract ? [IDEMPOTENCY_KEY_PARAMETER] : []),
    ],
    security: securityOf(route.guard),
    responses: {
      [String(status)]: success,
      ...refusalResponses(route),
      default: { $ref: '#/components/responses/Error' },
    },
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

/**
 * The refusals of the operation's guard and input, each the shared answer with its causes.
 * An operation's own checks (membership, roles, the input's meaning) answer 400 or 403 too.
 */
function refusalResponses(route: RestRoute): Record<string, unknown> {
  return Object.fromEntries(
    [...refusalsOf(route)].map(([status, causes]) => {
      const own = status === 400 || status === 403 ? "; the operation's own checks" : '';
      const text = causes.join('; ') + own;
      return [
        String(status),
        {
          $ref: `#/components/responses/${REFUSALS[status].name}`,
          description: text.charAt(0).toUpperCase() + text.slice(1),
        },
      ];
    }),
  );
}
