import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { get_dmmf } from '@prisma/prisma-schema-wasm';
import { findWorkspaceRoot } from '@coffer/env';

/** The shape of the database, reduced to comparable strings, one per fact. */
export type SchemaShape = {
  columns: string[];
  enums: string[];
  indexes: string[];
  foreignKeys: string[];
};

type DmmfField = {
  name: string;
  kind: 'scalar' | 'enum' | 'object';
  type: string;
  isList: boolean;
  isRequired: boolean;
  hasDefaultValue: boolean;
  nativeType?: [string, string[]] | null;
  relationFromFields?: string[];
  relationToFields?: string[];
  relationOnDelete?: string;
};
type DmmfModel = { name: string; dbName: string | null; fields: DmmfField[] };
type DmmfIndex = {
  model: string;
  type: 'id' | 'unique' | 'normal' | 'fulltext';
  dbName?: string | null;
  fields: { name: string; sortOrder?: 'asc' | 'desc' }[];
};
type Dmmf = {
  datamodel: {
    models: DmmfModel[];
    enums: { name: string; values: { name: string; dbName: string | null }[] }[];
    indexes: DmmfIndex[];
  };
};

/** What prisma/schema.prisma says the database must be, in PostgreSQL's own spelling. */
export async function readExpectedSchema(): Promise<SchemaShape> {
  const schemaPath = path.join(findWorkspaceRoot(), 'prisma', 'schema.prisma');
  const schema = await readFile(schemaPath, 'utf8');
  const { datamodel } = JSON.parse(
    get_dmmf(JSON.stringify({ prismaSchema: [['schema.prisma', schema]] })),
  ) as Dmmf;
  const table = (model: string) => {
    const found = datamodel.models.find((candidate) => candidate.name === model);
    if (!found) throw new Error(`unknown model ${model}`);
    return found.dbName ?? found.name;
  };

  const columns = datamodel.models.flatMap((model) =>
    model.fields
      .filter((field) => field.kind !== 'object')
      .map((field) =>
        describeColumn(
          table(model.name),
          field.name,
          postgresType(field),
          field.isRequired || field.isList,
          field.hasDefaultValue,
        ),
      ),
  );
  const enums = datamodel.enums.map((item) =>
    describeEnum(
      item.name,
      item.values.map((value) => value.dbName ?? value.name),
    ),
  );
  const indexes = datamodel.indexes
    .filter((index) => index.type !== 'fulltext')
    .map((index) => {
      const columnsOf = index.fields.map(
        (field) => field.name + (field.sortOrder === 'desc' ? ' DESC' : ''),
      );
      const names = index.fields.map((field) => field.name).join('_');
      const tableName = table(index.model);
      const kind = index.type === 'id' ? 'primary' : index.type === 'unique' ? 'unique' : 'index';
      const suffix = { primary: 'pkey', unique: 'key', index: 'idx' }[kind];
      const name =
        index.dbName ??
        (kind === 'primary' ? `${tableName}_pkey` : `${tableName}_${names}_${suffix}`);
      return describeIndex(tableName, name, kind, columnsOf);
    });
  const foreignKeys = datamodel.models.flatMap((model) =>
    model.fields
      .filter((field) => field.kind === 'object' && field.relationFromFields?.length)
      .map((field) =>
        describeForeignKey(
          table(model.name),
          field.relationFromFields ?? [],
          table(field.type),
          field.relationToFields ?? [],
          field.relationOnDelete ?? (field.isRequired ? 'Restrict' : 'SetNull'),
        ),
      ),
  );
  return { columns, enums, indexes, foreignKeys };
}

export function describeColumn(
  table: string,
  column: string,
  type: string,
  notNull: boolean,
  hasDefault: boolean,
): string {
  return `${table}.${column} ${type}${notNull ? ' NOT NULL' : ''}${hasDefault ? ' DEFAULT' : ''}`;
}

export function describeEnum(name: string, values: string[]): string {
  return `${name} (${values.join(', ')})`;
}

export function describeIndex(
  table: string,
  name: string,
  kind: 'primary' | 'unique' | 'index',
  columns: string[],
): string {
  return `${table} ${kind} ${name} (${columns.join(', ')})`;
}

export function describeForeignKey(
  table: string,
  columns: string[],
  target: string,
  targetColumns: string[],
  onDelete: string,
): string {
  return `${table}(${columns.join(', ')}) -> ${target}(${targetColumns.join(', ')}) ON DELETE ${onDelete}`;
}

/** format_type() spelling of a Prisma field. */
function postgresType(field: DmmfField): string {
  const base = field.kind === 'enum' ? `"${field.type}"` : scalarType(field);
  return field.isList ? `${base}[]` : base;
}

function scalarType(field: DmmfField): string {
  const [native, args = []] = field.nativeType ?? [];
  switch (field.type) {
    case 'String':
      if (native === 'VarChar') return `character varying(${args[0]})`;
      return native === 'Uuid' ? 'uuid' : 'text';
    case 'Int':
      return 'integer';
    case 'BigInt':
      return 'bigint';
    case 'Boolean':
      return 'boolean';
    case 'DateTime':
      return native === 'Timestamptz'
        ? `timestamp(${args[0] ?? 3}) with time zone`
        : `timestamp(${args[0] ?? 3}) without time zone`;
    case 'Json':
      return 'jsonb';
    case 'Bytes':
      return 'bytea';
    default:
      throw new Error(`no PostgreSQL type known for ${field.type}`);
  }
}
