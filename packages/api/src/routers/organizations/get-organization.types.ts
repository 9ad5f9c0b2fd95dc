import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { organizationRecordSchema } from './organization.schema';

export const getOrganizationMeta = {
  method: 'GET',
  path: '/organizations/{oid}',
  summary: 'An organization, for its staff and its own token',
  tags: ['Organizations'],
} satisfies RestMeta;

export const getOrganizationInput = z.strictObject({ oid: z.uuid() });

export const getOrganizationOutput = organizationRecordSchema;
