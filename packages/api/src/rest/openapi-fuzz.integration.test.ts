/**
 * Every operation of the OpenAPI document, called with generated wrong input (fast-check):
 * unknown fields and query keys, wrong JSON types, NUL characters, over-long and unicode
 * strings, values outside an enum, malformed path parameters, bodies that are not JSON
 * objects. As a person at acr 2 who administers the organization and the box the paths name,
 * as that organization's token, and without credentials. Then the extremes of size: bodies
 * nested thousands deep, objects and arrays tens of thousands wide, numbers past any double
 * (1e400) or integer. Never a 5xx; every refusal in the contract's error shape; and, since
 * nothing was valid, nothing in the database changes.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { STATUS_BY_CODE } from '@coffer/domain';
import { MAX_INPUT_DEPTH } from '../errors/unfit-input';
import { handleRestRequest, openApiDocument } from '../http-routes';
import { openBox, setUpOrganization, useTemporaryFileStorage } from '../areas/boxes/test/box-api';

await useTemporaryFileStorage();

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  maxLength?: number;
  maxItems?: number;
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
  // that is its job, not a change a refusal made. Nor is the heartbeat of this process, which
  // registers once it stores a file (a refusal may come after, the file then removed).
  const tables = await getDb().$queryRaw<{ name: string }[]>`
    SELECT table_name AS "name" FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('_prisma_migrations', 'AuthRequestLimit', 'CofferProcess')`;
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

/** A refusal in the contract's error shape (a HEAD answer has no body). */
function expectContractError(method: string, status: number, text: string): void {
  if (method === 'HEAD') return;
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'desc', 'details', 'origin']);
  expect(STATUS_BY_CODE[body['code'] as keyof typeof STATUS_BY_CODE]).toBe(status);
  expect(ORIGINS).toContain(body['origin']);
  expect(typeof body['desc']).toBe('string');
  for (const reason of Object.values(body['details'] as Record<string, unknown>)) {
    expect(typeof reason).toBe('string');
  }
}

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
          if (status >= 400) expectContractError(method, status, text);
        }),
        { numRuns: 40 },
      );
    });
  }
});

// Past every limit of shape, under the 1 MiB body limit. The bodies are written as text:
// JSON.stringify itself overflows the stack at these depths.
const DEPTHS = [MAX_INPUT_DEPTH + 1, 5_000, 100_000];
const WIDTH = 50_000;
const QUERY_WIDTH = 2_000;
// 1e400 and -1e400 are past any double (JSON.parse makes them ±Infinity); the last is past
// any safe integer.
const HUGE_NUMBERS = ['1e400', '-1e400', '123456789012345678901234567890'];

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const wideArray = (width: number) => `[${Array<string>(width).fill('0').join(',')}]`;
const wideObject = (width: number) =>
  `{${Array.from({ length: width }, (_, index) => `"x_fuzz_${index}":0`).join(',')}}`;

/**
 * Whether the number written as `text` breaks the schema for sure: in a JSON body, or as the
 * text of a query or path parameter (where its digits are a fine string).
 */
function refusesNumber(schema: Schema, text: string, where: 'body' | 'query' | 'path'): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return false;
  if (!types.includes('number') && !types.includes('integer')) return where === 'body';
  if (where !== 'body' && types.includes('string')) return false;
  const value = Number(text);
  if (!Number.isFinite(value)) return true;
  return !types.includes('number') && !Number.isSafeInteger(value);
}

/** Whether an array of WIDTH zeros breaks the schema for sure. */
function refusesWideArray(schema: Schema): boolean {
  const types = typesOf(schema);
  if (types.length === 0) return false;
  if (!types.includes('array')) return true;
  if (schema.maxItems !== undefined && schema.maxItems < WIDTH) return true;
  const itemTypes = typesOf(schema.items ?? {});
  return itemTypes.length > 0 && !itemTypes.includes('number') && !itemTypes.includes('integer');
}

type ExtremeCase = {
  name: string;
  path: Record<string, string>;
  query: Record<string, string>;
  body?: string;
};

/** Every extreme of one operation that breaks its contract for sure. */
function extremeCases(path: string, operation: Operation): ExtremeCase[] {
  const parameters = operation.parameters ?? [];
  const realPath = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, fixture.real(path, p.name)]),
  );
  const base = { path: realPath, query: {} };
  const cases: ExtremeCase[] = [
    ...HUGE_NUMBERS.map((huge) => ({ ...base, name: `?x_fuzz=${huge}`, query: { x_fuzz: huge } })),
    {
      ...base,
      name: `${QUERY_WIDTH} query keys`,
      query: Object.fromEntries(
        Array.from({ length: QUERY_WIDTH }, (_, index) => [`x_fuzz_${index}`, '0']),
      ),
    },
  ];
  for (const { name, in: where, schema } of parameters) {
    for (const huge of HUGE_NUMBERS) {
      const refused =
        refusesNumber(schema, huge, where) || (where === 'path' && schema.format === 'uuid');
      if (!refused) continue;
      cases.push(
        where === 'path'
          ? { ...base, name: `{${name}} = ${huge}`, path: { ...realPath, [name]: huge } }
          : { ...base, name: `?${name}=${huge}`, query: { [name]: huge } },
      );
    }
  }
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  if (!bodySchema) return cases;
  const withBody = (name: string, body: string) => ({ ...base, name, body });
  const properties = Object.entries(bodySchema.properties ?? {});
  for (const depth of DEPTHS) {
    cases.push(
      withBody(`a body ${depth} arrays deep`, deepArray(depth)),
      withBody(`x_fuzz ${depth} objects deep`, `{"x_fuzz":${deepObject(depth)}}`),
    );
  }
  // In each field, just past the limit: the walk is one for the whole body, so deeper values
  // in a field test nothing the whole-body cases above do not.
  for (const [name] of properties) {
    const depth = MAX_INPUT_DEPTH + 1;
    cases.push(withBody(`${name} ${depth} deep`, `{"${name}":${deepArray(depth)}}`));
  }
  cases.push(withBody(`${WIDTH} keys`, wideObject(WIDTH)));
  for (const [name, schema] of properties) {
    if (refusesWideArray(schema)) {
      cases.push(withBody(`${name}: ${WIDTH} items`, `{"${name}":${wideArray(WIDTH)}}`));
    }
    for (const huge of HUGE_NUMBERS.filter((text) => refusesNumber(schema, text, 'body'))) {
      cases.push(withBody(`${name}: ${huge}`, `{"${name}":${huge}}`));
    }
  }
  return cases;
}

describe('every operation refuses input of extreme depth, width and size cleanly', () => {
  for (const { method, path, operation } of operations) {
    it(`${method} ${path} (${operation.operationId})`, async () => {
      for (const extreme of extremeCases(path, operation)) {
        for (const caller of ['person', 'organization'] as const) {
          const response = await send(method, path, {
            caller,
            path: extreme.path,
            query: extreme.query,
            wrong: true,
            ...(extreme.body === undefined
              ? {}
              : { body: { type: 'application/json', text: extreme.body } }),
          });
          const text = await response.text();
          const what = `${extreme.name} as ${caller}: ${text.slice(0, 300)}`;
          expect(response.status, what).toBeGreaterThanOrEqual(400);
          expect(response.status, what).toBeLessThan(500);
          expectContractError(method, response.status, text);
        }
      }
    });
  }
});
