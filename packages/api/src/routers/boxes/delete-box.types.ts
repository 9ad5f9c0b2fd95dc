import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';

export const deleteBoxMeta = {
  method: 'DELETE',
  path: '/boxes/{id}',
  status: 204,
  summary:
    'Delete a box with its events, files and key share, irreversibly (box admins); JSON body {"user_confirmation": "delete" | "supprimer"}',
  tags: ['Boxes'],
} satisfies RestMeta;

export const deleteBoxParams = z.strictObject({ id: z.uuid() });

export const deleteBoxBody = z.strictObject({
  user_confirmation: z.enum(['delete', 'supprimer']),
});
