/**
 * The OpenAPI document of the API itself (not the fixtures'): valid OpenAPI 3.1, each
 * operation's security and refusals those of its rung, and its components named and used.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../../../sdk/scripts/render-api-types';
import type { Guard } from '../auth/ladder';
import { operations, openApiDocument } from '../http-routes';
import { buildRestRoutes } from './rest-routes';

type Json = Record<string, unknown>;
type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  responses: Record<string, { $ref?: string; description?: string; headers?: Json }>;
};

const document = openApiDocument('http://localhost:3000');
const components = document.components as Record<string, Record<string, Json>>;
const routes = buildRestRoutes(operations);
const operationOf = (path: string, method: string) =>
  document.paths[path]?.[method.toLowerCase()] as Operation;

const PERSON = { sessionCookie: [], csrfToken: [] };
const ORGANIZATION = { organizationToken: [] };
/** The operations that answer with Server-Sent Events (docs/activity.md, "Live streams"). */
const EVENT_STREAMS = ['boxes.streamBoxEvents', 'boxes.streamInboxEvents'];
/** docs/http-api.md#callers-and-credentials, written out again rather than derived. */
const EXPECTED_SECURITY: Record<Guard['kind'], unknown[]> = {
  public: [],
  auth_flow: [],
  optional_caller: [{}, ORGANIZATION, PERSON],
  caller: [ORGANIZATION, PERSON],
  user: [PERSON],
};

function references(node: unknown): string[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' ? [value] : references(value),
  );
}

function resolve(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json | undefined)?.[key], document);
}

describe('the OpenAPI document of the API', () => {
  it('is valid OpenAPI 3.1, and the SDK types are what it renders to', async () => {
    expect(document.openapi).toBe('3.1.0');
    // openapi-typescript lints the document with Redocly first and throws on any error.
    const rendered = await renderApiTypes(document);
    expect(await readFile(API_TYPES_FILE, 'utf8')).toBe(rendered);
  }, 60_000);

  it("gives every operation its rung's security", () => {
    expect(routes).toHaveLength(101);
    for (const route of routes) {
      const operation = operationOf(route.meta.path, route.meta.method);
      expect(operation.security, route.operationId).toEqual(EXPECTED_SECURITY[route.guard.kind]);
    }
    expect(Object.keys(components['securitySchemes'] ?? {}).sort()).toEqual(
      ['csrfToken', 'organizationToken', 'sessionCookie'].sort(),
    );
    expect(components['securitySchemes']).toMatchObject({
      organizationToken: { type: 'http', scheme: 'bearer' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'accesstoken' },
      csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token' },
    });
  });

  it('documents the refusals of each guard and input in the error shape', () => {
    for (const route of routes) {
      const { responses, operationId } = operationOf(route.meta.path, route.meta.method);
      const refusal = (status: number) => responses[String(status)]?.$ref;
      const { guard } = route;
      const credentials = guard.kind !== 'public' && guard.kind !== 'auth_flow';
      expect(refusal(400), operationId).toBe('#/components/responses/BadRequest');
      expect(refusal(401), operationId).toBe(
        credentials ? '#/components/responses/Unauthorized' : undefined,
      );
      expect(refusal(403), operationId).toBe(
        credentials ? '#/components/responses/Forbidden' : undefined,
      );
      // The sign-in steps' rate limit, and the event streams' caps (STREAMS_PER_SESSION…).
      const stream = EVENT_STREAMS.includes(operationId);
      expect(refusal(429), operationId).toBe(
        guard.kind === 'auth_flow' || stream ? '#/components/responses/TooManyRequests' : undefined,
      );
      if (stream) expect(responses['429']?.description, operationId).toMatch(/STREAMS_PER_/);
      expect(refusal(503), operationId).toBe(
        guard.kind === 'public' ? undefined : '#/components/responses/ServiceUnavailable',
      );
      if (route.bodyKeys.length > 0) expect(refusal(413), operationId).toBeDefined();
      if ('minimumAcr' in guard && guard.minimumAcr > 1) {
        expect(responses['403']?.description, operationId).toContain(
          `below acr ${guard.minimumAcr}`,
        );
      }
      if (guard.kind === 'user') {
        expect(responses['403']?.description, operationId).toContain("an organization's token");
      }
      expect(responses['default']?.$ref, operationId).toBe('#/components/responses/Error');
      const success = Object.entries(responses).find(([status]) => status.startsWith('2'));
      expect(success?.[1].headers, operationId).toHaveProperty('X-Request-Id');
    }
    const responses = components['responses'] ?? {};
    for (const [name, answer] of Object.entries(responses)) {
      expect(answer, name).toMatchObject({
        headers: { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      });
    }
    for (const name of ['TooManyRequests', 'ServiceUnavailable', 'Error']) {
      expect(responses[name]?.['headers'], name).toHaveProperty('Retry-After');
    }
  });

  it('resolves every reference, and uses every component', () => {
    const refs = new Set(references(document));
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
    for (const [kind, named] of Object.entries(components)) {
      if (kind === 'securitySchemes') continue;
      for (const name of Object.keys(named)) {
        expect(refs.has(`#/components/${kind}/${name}`), `${kind}/${name}`).toBe(true);
      }
    }
    const requirements = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) => (operation as Operation).security),
    );
    for (const scheme of Object.keys(components['securitySchemes'] ?? {})) {
      expect(
        requirements.some((requirement) => scheme in requirement),
        scheme,
      ).toBe(true);
    }
    expect(Object.keys(components['schemas'] ?? {})).toEqual(
      expect.arrayContaining(['Box', 'BoxEvent', 'Sender', 'Organization', 'Datatag', 'Error']),
    );
  });

  it('names every object schema that two operations share', () => {
    const usedBy = new Map<string, Set<string>>();
    const walk = (node: unknown, operationId: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Json;
      const properties = (schema['properties'] ?? {}) as Json;
      if (schema['type'] === 'object' && Object.keys(properties).length > 1) {
        const key = JSON.stringify(schema);
        usedBy.set(key, (usedBy.get(key) ?? new Set()).add(operationId));
      }
      Object.values(schema).forEach((value) => walk(value, operationId));
    };
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        walk(operation, (operation as Operation).operationId);
      }
    }
    const unnamed = [...usedBy]
      .filter(([, users]) => users.size > 1)
      .map(([schema, users]) => `${schema.slice(0, 80)}… in ${[...users].join(', ')}`);
    expect(unnamed).toEqual([]);
  });
});
