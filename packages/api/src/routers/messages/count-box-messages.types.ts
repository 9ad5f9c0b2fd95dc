import { z } from 'zod';
import { MESSAGE_TYPES } from '@coffer/domain/boxes';
import type { RestMeta } from '../../rest/rest-meta';

export const countBoxMessagesMeta = {
  method: 'HEAD',
  path: '/boxes/{id}/messages',
  status: 204,
  summary: "Count a box's messages (X-Total-Count), of one type or all",
  tags: ['Messages'],
} satisfies RestMeta;

export const countBoxMessagesInput = z.strictObject({
  id: z.uuid(),
  type: z.enum(MESSAGE_TYPES).optional(),
});
