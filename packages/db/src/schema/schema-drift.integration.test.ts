import { describe, expect, it } from 'vitest';
import { getEnv } from '@coffer/env';
import { readActualSchema } from './actual-schema';
import { readExpectedSchema, type SchemaShape } from './expected-schema';

// The database is built by the SQL migrations (applied to the template this file's
// database was cloned from); the client is generated from prisma/schema.prisma. Any
// difference between the two is a bug waiting for a query to hit it.
describe('migrations and prisma/schema.prisma', () => {
  it.each<keyof SchemaShape>(['columns', 'enums', 'indexes', 'foreignKeys'])(
    'agree on %s',
    async (part) => {
      const databaseUrl = getEnv().databaseUrl;
      if (!databaseUrl) throw new Error('the integration setup did not provide a database');
      const [expected, actual] = await Promise.all([
        readExpectedSchema(),
        readActualSchema(databaseUrl),
      ]);
      const missingInDatabase = expected[part].filter((fact) => !actual[part].includes(fact));
      const missingInSchema = actual[part].filter((fact) => !expected[part].includes(fact));
      expect({ missingInDatabase, missingInSchema }).toEqual({
        missingInDatabase: [],
        missingInSchema: [],
      });
      expect(expected[part].length).toBeGreaterThan(0);
    },
  );
});
