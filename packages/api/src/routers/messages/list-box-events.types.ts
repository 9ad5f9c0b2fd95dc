import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { boxEventRecordSchema, paginationShape } from '../boxes/box.schema';

export const listBoxEventsMeta = {
  method: 'GET',
  path: '/boxes/{id}/events',
  summary: 'Every event of a box, newest first (its members)',
  tags: ['Messages'],
} satisfies RestMeta;

export const listBoxEventsInput = z.strictObject({ id: z.uuid(), ...paginationShape });

export const listBoxEventsOutput = z.array(boxEventRecordSchema);
