import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

/**
 * The JSON Schemas of an OpenAPI document, made from the zod schemas that check requests and
 * answers (OpenAPI 3.1 schemas are JSON Schema 2020-12, zod's own output). A schema named with
 * `.meta({ id })` (the resources: Box, BoxEvent, Sender…) is written once, in
 * components.schemas, and referenced by that name wherever it is used, so generated clients
 * get model names. A named schema whose input form differs from its answer form (a default, a
 * coercion, an object that tolerates more keys) is a second component, `<id>Input`.
 */
export function createSchemaComponents() {
  const defs: Record<Io, Map<string, JsonSchema>> = { input: new Map(), output: new Map() };
  const roots: { io: Io; json: JsonSchema }[] = [];

  return {
    /** A schema for the document; its references are named by `components()`. */
    schemaOf: (schema: z.ZodType, io: Io): JsonSchema => {
      const converted = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
      const { $schema: _dialect, $defs = {}, ...json } = converted as JsonSchema;
      for (const [id, def] of Object.entries($defs as Record<string, JsonSchema>)) {
        // zod extracts unnamed schemas only for cycles: name them, or the name is made up.
        if (id.startsWith('__')) throw new Error(`a schema zod had to extract unnamed: ${id}`);
        const known = defs[io].get(id);
        if (known && !isDeepStrictEqual(known, def)) throw new Error(`two schemas named ${id}`);
        defs[io].set(id, def);
      }
      roots.push({ io, json });
      return json;
    },

    /** components.schemas, once every schema was made; names the references handed out. */
    components: (): Record<string, JsonSchema> => {
      const split = inputFormsThatDiffer(defs);
      const nameOf = (id: string, io: Io) => (io === 'input' && split.has(id) ? `${id}Input` : id);
      const schemas: Record<string, JsonSchema> = {};
      for (const io of ['output', 'input'] as const) {
        for (const [id, def] of defs[io]) {
          // The same form in both directions: written once, with the answers.
          if (io === 'input' && defs.output.has(id) && !split.has(id)) continue;
          const name = nameOf(id, io);
          if (name in schemas) throw new Error(`two schemas named ${name}`);
          schemas[name] = nameReferences(def, io, nameOf);
        }
      }
      for (const { io, json } of roots) nameReferences(json, io, nameOf);
      return Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
    },
  };
}

/**
 * The named schemas whose input form is not their answer form: those that differ themselves,
 * and those that refer to one that does (their references will not name the same component).
 */
function inputFormsThatDiffer(defs: Record<Io, Map<string, JsonSchema>>): Set<string> {
  const both = [...defs.input.keys()].filter((id) => defs.output.has(id));
  const split = new Set(
    both.filter((id) => !isDeepStrictEqual(defs.input.get(id), defs.output.get(id))),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const id of both) {
      if (split.has(id)) continue;
      if (referencesOf(defs.input.get(id)).some((ref) => split.has(ref))) {
        split.add(id);
        grew = true;
      }
    }
  }
  return split;
}

function referencesOf(json: unknown): string[] {
  if (typeof json !== 'object' || json === null) return [];
  return Object.entries(json).flatMap(([key, value]) =>
    key === '$ref' && typeof value === 'string' && value.startsWith(DEFS)
      ? [value.slice(DEFS.length)]
      : referencesOf(value),
  );
}

/** Points `#/$defs/<id>` at its component, in place. */
function nameReferences(
  json: JsonSchema,
  io: Io,
  nameOf: (id: string, io: Io) => string,
): JsonSchema {
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const ref = record['$ref'];
    if (typeof ref === 'string' && ref.startsWith(DEFS)) {
      record['$ref'] = COMPONENTS + nameOf(ref.slice(DEFS.length), io);
    }
    Object.values(record).forEach(visit);
  };
  visit(json);
  return json;
}
