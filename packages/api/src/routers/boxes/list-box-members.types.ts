import { z } from 'zod';
import type { RestMeta } from '../../rest/rest-meta';
import { senderRecordSchema } from './box.schema';

export const listBoxMembersMeta = {
  method: 'GET',
  path: '/boxes/{id}/members',
  summary:
    'Who may read and post in the box (the owner organization, its staff, the creator, the data subject, those who joined), newest first',
  tags: ['Boxes'],
} satisfies RestMeta;

export const listBoxMembersInput = z.strictObject({ id: z.uuid() });

export const listBoxMembersOutput = z.array(senderRecordSchema);
