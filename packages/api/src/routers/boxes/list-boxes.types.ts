import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { boxRecordSchema, paginationShape } from './box.schema';
import { boxListFiltersShape } from './box-list-filters.schema';

export const listBoxesMeta = {
  method: 'GET',
  path: '/boxes',
  summary:
    'The boxes the caller can access, newest first; an organization lists its own (owner_org_id defaults to it)',
  tags: ['Boxes'],
} satisfies RestMeta;

export const listBoxesInput = z.strictObject({ ...boxListFiltersShape, ...paginationShape });

export const listBoxesOutput = z.array(boxRecordSchema);
