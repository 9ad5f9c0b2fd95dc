import { z } from 'zod';
import { MESSAGE_TYPES, type MessageType } from '@coffer/domain/boxes';
import type { OperationContract } from '../../operations/operation-contract';
import { boxEventRecordSchema, paginationShape } from '../boxes/box.schema';

function isMessageType(type: string): type is MessageType {
  return (MESSAGE_TYPES as readonly string[]).includes(type);
}

/** Comma-separated message types, default both. */
const messageTypesSchema = z
  .string()
  .refine(
    (list) => list.split(',').every(isMessageType),
    `comma-separated types among ${MESSAGE_TYPES.join(', ')}`,
  )
  .transform((list) => list.split(',').filter(isMessageType));

export const listBoxMessagesContract = {
  rest: {
    method: 'GET',
    path: '/boxes/{id}/messages',
    summary:
      "A box's messages, newest first; deleted ones carry {deleted: {at_time, by_identity}} as content",
    tags: ['Messages'],
  },
  input: z.strictObject({
    id: z.uuid(),
    types: messageTypesSchema.default(() => [...MESSAGE_TYPES]),
    ...paginationShape,
  }),
  output: z.array(boxEventRecordSchema),
} satisfies OperationContract;
