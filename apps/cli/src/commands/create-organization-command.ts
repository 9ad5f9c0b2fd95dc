import { z } from 'zod';
import { createOrganization, organizationNameSchema } from '@coffer/domain';
import { defineCommand } from '../command';

export const createOrganizationCommand = defineCommand({
  area: 'org',
  verb: 'create',
  synopsis: '--name <name>',
  options: { name: { type: 'string' } },
  input: z.object({ name: organizationNameSchema }),
  run: async ({ name }) => {
    const organization = await createOrganization({ name });
    return { id: organization.id };
  },
});
