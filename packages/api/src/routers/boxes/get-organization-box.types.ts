import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { boxRecordSchema } from './box.schema';

export const getOrganizationBoxMeta = {
  method: 'GET',
  path: '/organizations/{oid}/boxes/{id}',
  summary: 'A box of the organization (its token or its staff)',
  tags: ['Boxes'],
} satisfies RestMeta;

export const getOrganizationBoxInput = z.strictObject({ oid: z.uuid(), id: z.uuid() });

export const getOrganizationBoxOutput = boxRecordSchema;
