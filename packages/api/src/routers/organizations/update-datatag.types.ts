import { z } from 'zod';
import { datatagNameSchema } from '@coffer/domain/organizations';
import type { RestMeta } from '../../rest/rest-meta';

export const updateDatatagMeta = {
  method: 'PATCH',
  path: '/organizations/{oid}/datatags/{did}',
  status: 204,
  summary: "Rename a datatag (the organization's admins, agents, or its token)",
  tags: ['Organizations'],
} satisfies RestMeta;

export const updateDatatagInput = z.strictObject({
  oid: z.uuid(),
  did: z.uuid(),
  name: datatagNameSchema,
});
