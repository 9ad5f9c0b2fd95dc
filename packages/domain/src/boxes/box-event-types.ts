import type { BoxEventType } from '@coffer/db';

/** Event types on the wire (docs/boxes.md); the database names them with underscores. */
const DB_TYPE_OF = {
  create: 'create',
  'msg.text': 'msg_text',
  'msg.file': 'msg_file',
  'msg.delete': 'msg_delete',
  'member.join': 'member_join',
  'member.leave': 'member_leave',
  'state.access_mode': 'state_access_mode',
  'state.key_share': 'state_key_share',
  'access.add': 'access_add',
  'access.rm': 'access_rm',
} as const satisfies Record<string, BoxEventType>;

export type BoxEventTypeName = keyof typeof DB_TYPE_OF;

export const BOX_EVENT_TYPES = Object.keys(DB_TYPE_OF) as [BoxEventTypeName, ...BoxEventTypeName[]];

/** What POST /boxes/{id}/events takes: `create` and `msg.file` are made by the server. */
export const POSTABLE_BOX_EVENT_TYPES = [
  'msg.text',
  'msg.delete',
  'member.join',
  'member.leave',
  'state.access_mode',
  'state.key_share',
  'access.add',
  'access.rm',
] as const satisfies readonly BoxEventTypeName[];

export type PostableBoxEventType = (typeof POSTABLE_BOX_EVENT_TYPES)[number];

/** The events that are messages (list and count messages). */
export const MESSAGE_TYPES = [
  'msg.text',
  'msg.file',
] as const satisfies readonly BoxEventTypeName[];

export type MessageType = (typeof MESSAGE_TYPES)[number];

const NAME_OF = Object.fromEntries(
  Object.entries(DB_TYPE_OF).map(([name, db]) => [db, name]),
) as Record<BoxEventType, BoxEventTypeName>;

export function toDbBoxEventType(name: BoxEventTypeName): BoxEventType {
  return DB_TYPE_OF[name];
}

export function toBoxEventTypeName(type: BoxEventType): BoxEventTypeName {
  return NAME_OF[type];
}
