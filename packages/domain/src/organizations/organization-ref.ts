import { z } from 'zod';

/**
 * An organization named in another resource: the owner of a box, the one an event speaks
 * for, the one that provisioned a key. One schema, so the OpenAPI document names it once.
 */
export const organizationRefSchema = z
  .object({ id: z.uuid(), name: z.string() })
  .meta({ id: 'OrganizationRef', description: 'An organization by id and name' });
