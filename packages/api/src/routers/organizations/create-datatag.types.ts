import { z } from 'zod';
import { datatagNameSchema } from '@coffer/domain/organizations';
import type { RestMeta } from '../../rest/rest-meta';
import { datatagRecordSchema } from './organization.schema';

export const createDatatagMeta = {
  method: 'POST',
  path: '/organizations/{oid}/datatags',
  status: 201,
  summary: "Create a datatag (the organization's admins, agents, or its token)",
  tags: ['Organizations'],
} satisfies RestMeta;

export const createDatatagInput = z.strictObject({ oid: z.uuid(), name: datatagNameSchema });

export const createDatatagOutput = datatagRecordSchema;
