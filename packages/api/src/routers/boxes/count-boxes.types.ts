import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { boxListFiltersShape } from './box-list-filters.schema';

export const countBoxesMeta = {
  method: 'HEAD',
  path: '/boxes',
  status: 204,
  summary: 'Count the boxes the caller can access (X-Total-Count); an organization counts its own',
  tags: ['Boxes'],
} satisfies RestMeta;

export const countBoxesInput = z.strictObject(boxListFiltersShape);
