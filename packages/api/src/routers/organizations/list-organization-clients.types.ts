import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { organizationClientRecordSchema } from './organization.schema';

export const listOrganizationClientsMeta = {
  method: 'GET',
  path: '/organizations/{oid}/clients',
  summary: "The organization's machine clients, newest first (its admins and agents, acr 2)",
  tags: ['Organizations'],
} satisfies RestMeta;

export const listOrganizationClientsInput = z.strictObject({ oid: z.uuid() });

export const listOrganizationClientsOutput = z.array(organizationClientRecordSchema);
