import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { datatagRecordSchema } from './organization.schema';

export const listDatatagsMeta = {
  method: 'GET',
  path: '/organizations/{oid}/datatags',
  summary: "The organization's datatags, newest first (its admins, agents, or its token)",
  tags: ['Organizations'],
} satisfies RestMeta;

export const listDatatagsInput = z.strictObject({ oid: z.uuid() });

export const listDatatagsOutput = z.array(datatagRecordSchema);
