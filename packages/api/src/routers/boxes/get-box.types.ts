import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { boxRecordSchema } from './box.schema';

export const getBoxMeta = {
  method: 'GET',
  path: '/boxes/{id}',
  summary: 'A box, for its members (403 not_member when the caller could join it, no_access else)',
  tags: ['Boxes'],
} satisfies RestMeta;

export const getBoxInput = z.strictObject({ id: z.uuid() });

export const getBoxOutput = boxRecordSchema;
