/**
 * Every operation of the OpenAPI document, called with generated wrong input (fast-check):
 * unknown fields and query keys, wrong JSON types, NUL characters, over-long and unicode
 * strings, values outside an enum, malformed path parameters, bodies that are not JSON
 * objects. As a person at acr 2 who administers the organization and the box the paths name,
 * as that organization's token, and without credentials. Never a 5xx; every refusal in the
 * contract's error shape; and, since nothing was valid, nothing in the database changes.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { STATUS_BY_CODE } from '@coffer/domain';
import { handleRestRequest, openApiDocument } from '../http-routes';
import { openBox, setUpOrganization, useTemporaryFileStorage } from '../routers/boxes/test/box-api';

await useTemporaryFileStorage();

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  maxLength?: number;
  enum?: unknown[];
  format?: string;
};
type Parameter = { name: string; in: 'path' | 'query'; schema: Schema };
type Operation = {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};
type Case = {
  caller: 'person' | 'organization' | 'nobody';
  path: Record<string, string>;
  query: Record<string, string>;
  /** The body as sent (already JSON text, or raw bytes for multipart). */
  body?: { type: string; text: string };
  /** Whether the case breaks the operation's contract for sure (then it must be a 4xx). */
  wrong: boolean;
};

const document = openApiDocument('http://localhost:3000') as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    method: method.toUpperCase(),
    path,
    operation,
  })),
);

let fixture: Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  const org = await setUpOrganization();
  const { box } = await openBox(org, { by: org.admin.headers });
  return {
    headers: { person: org.admin.headers, organization: org.token, nobody: () => new Headers() },
    // Real values for path parameters, so that calls get past "not found" to the input.
    real: (path: string, name: string): string => {
      if (name === 'oid') return org.organization.id;
      if (name === 'did') return org.datatag.id;
      if (name === 'identity_id') return org.agent.identity.id;
      if (name === 'id' && path.startsWith('/boxes/')) return box.id;
      if (name === 'id' && path.startsWith('/identities/')) return org.admin.identity.id;
      return '00000000-0000-4000-8000-000000000000';
    },
  };
}

beforeAll(async () => {
  fixture = await setUp();
});

/** A digest of every row of every table: any change by a refused call shows. */
async function databaseDigest(): Promise<Record<string, string>> {
  // The per-address request counter counts every authentication request, refused or not:
  // that is its job, not a change a refusal made.
  const tables = await getDb().$queryRaw<{ name: string }[]>`
    SELECT table_name AS "name" FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('_prisma_migrations', 'AuthRequestLimit')`;
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await getDb().$queryRawUnsafe<{ digest: string | null }[]>(
      `SELECT md5(string_agg(md5(t::text), '' ORDER BY md5(t::text))) AS "digest" FROM "${name}" t`,
    );
    digest[name] = row?.digest ?? 'empty';
  }
  return digest;
}

let before: Record<string, string>;
beforeAll(async () => {
  before = await databaseDigest();
});
afterAll(async () => {
  expect(await databaseDigest()).toEqual(before);
});

// Strings nobody's contract accepts where a value is checked: NUL, controls, bidi tricks,
// emoji, long runs. (Mixed in, they make up the "unicode" of the generated inputs.)
const oddString = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\u202e', '💥', ' ', '../', '%00', 'null', '-1', '1e309'),
);
const withNul = oddString.map((text) => `${text}\u0000${text}`);
const anyJson = fc.jsonValue({ maxDepth: 2 });

function typesOf(schema: Schema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

/** A JSON value whose type the schema does not allow (none when it allows anything). */
function wrongTypeFor(schema: Schema): fc.Arbitrary<unknown> | null {
  const allowed = typesOf(schema);
  if (allowed.length === 0) return null;
  const choices: fc.Arbitrary<unknown>[] = [];
  if (!allowed.includes('string')) choices.push(oddString);
  if (!allowed.includes('number') && !allowed.includes('integer')) {
    choices.push(fc.double({ noNaN: true, noDefaultInfinity: true }));
  }
  if (!allowed.includes('boolean')) choices.push(fc.boolean());
  if (!allowed.includes('object'))
    choices.push(fc.dictionary(fc.string(), anyJson, { maxKeys: 3 }));
  if (!allowed.includes('array')) choices.push(fc.array(anyJson, { maxLength: 3 }));
  if (!allowed.includes('null')) choices.push(fc.constant(null));
  return fc.oneof(...choices);
}

/** Values that break one property for sure: wrong type, NUL, too long, outside the enum. */
function wrongValuesFor(schema: Schema): fc.Arbitrary<unknown>[] {
  const values: fc.Arbitrary<unknown>[] = [];
  const wrongType = wrongTypeFor(schema);
  if (wrongType) values.push(wrongType);
  if (typesOf(schema).includes('string')) {
    values.push(withNul);
    if (schema.maxLength !== undefined) {
      values.push(
        fc
          .string({
            unit: 'grapheme',
            minLength: schema.maxLength + 1,
            maxLength: schema.maxLength + 40,
          })
          .filter((text) => text.length > (schema.maxLength ?? 0)),
      );
    }
    if (schema.enum) values.push(oddString.filter((text) => !schema.enum?.includes(text)));
  }
  return values;
}

/** The wrong cases of one operation, each with a definite violation. */
function wrongCases(path: string, operation: Operation): fc.Arbitrary<Case> {
  const parameters = operation.parameters ?? [];
  const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const realPath = Object.fromEntries(pathNames.map((name) => [name, fixture.real(path, name)]));
  const caller = fc.constantFrom<Case['caller']>('person', 'organization', 'nobody');
  const base = { path: realPath, query: {}, wrong: true };
  const json = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) });

  const families: fc.Arbitrary<Case>[] = [
    // A query key the operation does not declare.
    fc
      .record({ caller, key: fc.string({ minLength: 1, maxLength: 12 }), value: oddString })
      .map(({ caller, key, value }) => ({ ...base, caller, query: { [`x_fuzz_${key}`]: value } })),
  ];
  for (const name of pathNames) {
    families.push(
      fc
        .record({
          caller,
          value: fc.oneof(
            withNul,
            oddString.map((text) => `~${text}`),
          ),
        })
        .map(({ caller, value }) => ({ ...base, caller, path: { ...realPath, [name]: value } })),
    );
  }
  for (const parameter of queryParameters) {
    for (const value of wrongValuesFor(parameter.schema)) {
      const asText = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
      families.push(
        fc.record({ caller, value: asText }).map(({ caller, value }) => ({
          ...base,
          caller,
          query: { [parameter.name]: value },
          // A number where a free string is expected is a fine string: only NUL, length and
          // enum breaks are sure to be wrong in a query.
          wrong:
            typesOf(parameter.schema).includes('string') &&
            (value.includes('\u0000') ||
              (parameter.schema.enum !== undefined && !parameter.schema.enum.includes(value)) ||
              value.length > (parameter.schema.maxLength ?? Infinity)),
        })),
      );
    }
  }
  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  if (jsonSchema) {
    families.push(
      fc
        .record({ caller, key: fc.string({ maxLength: 12 }), value: anyJson })
        .map(({ caller, key, value }) => ({
          ...base,
          caller,
          body: json({ [`x_fuzz_${key}`]: value }),
        })),
      fc
        .record({ caller, value: fc.oneof(fc.array(anyJson), oddString, fc.double()) })
        .map(({ caller, value }) => ({ ...base, caller, body: json(value) })),
      fc.record({ caller, text: oddString }).map(({ caller, text }) => ({
        ...base,
        caller,
        body: { type: 'application/json', text: `{${text}` },
      })),
    );
    for (const [name, schema] of Object.entries(jsonSchema.properties ?? {})) {
      for (const value of wrongValuesFor(schema)) {
        families.push(
          fc.record({ caller, value }).map(({ caller, value }) => ({
            ...base,
            caller,
            body: json({ [name]: value }),
          })),
        );
      }
    }
  }
  if (content['multipart/form-data']) {
    families.push(
      fc.record({ caller, bytes: oddString }).map(({ caller, bytes }) => ({
        ...base,
        caller,
        body: { type: 'multipart/form-data; boundary=fuzz', text: `--fuzz\r\n${bytes}` },
      })),
      fc.record({ caller, value: anyJson }).map(({ caller, value }) => ({
        ...base,
        caller,
        body: { type: 'multipart/form-data', text: JSON.stringify(value) },
      })),
    );
  }
  return fc.oneof(...families);
}

async function send(method: string, path: string, testCase: Case): Promise<Response> {
  const concrete = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(testCase.path[name] ?? ''),
  );
  const url = new URL(`http://localhost:3000/api${concrete}`);
  for (const [name, value] of Object.entries(testCase.query)) url.searchParams.set(name, value);
  const headers = fixture.headers[testCase.caller]();
  if (testCase.body) headers.set('content-type', testCase.body.type);
  return handleRestRequest(new Request(url, { method, headers, body: testCase.body?.text }));
}

const ORIGINS = ['acr', 'body', 'query', 'path', 'headers', 'cookies', 'not_defined'];

describe('every operation refuses wrong input cleanly', () => {
  it('the document lists the operations walked here', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const { method, path, operation } of operations) {
    it(`${method} ${path} (${operation.operationId})`, async () => {
      await fc.assert(
        fc.asyncProperty(wrongCases(path, operation), async (testCase) => {
          const response = await send(method, path, testCase);
          const text = await response.text();
          const status = response.status;
          expect(status, text).toBeLessThan(500);
          if (testCase.wrong) expect(status, text).toBeGreaterThanOrEqual(400);
          if (status < 400 || method === 'HEAD') return;
          const body = JSON.parse(text) as Record<string, unknown>;
          expect(Object.keys(body).sort()).toEqual(['code', 'desc', 'details', 'origin']);
          expect(STATUS_BY_CODE[body['code'] as keyof typeof STATUS_BY_CODE]).toBe(status);
          expect(ORIGINS).toContain(body['origin']);
          expect(typeof body['desc']).toBe('string');
          for (const reason of Object.values(body['details'] as Record<string, unknown>)) {
            expect(typeof reason).toBe('string');
          }
        }),
        { numRuns: 40 },
      );
    });
  }
});
