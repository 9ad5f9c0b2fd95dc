import { z } from 'zod';
import { BOX_EVENT_TYPES, BOX_LIST_MAX_LIMIT } from '@coffer/domain/boxes';
import { organizationRefSchema } from '@coffer/domain/organizations';

/** Who sent an event or belongs to a box; identifier fields empty unless shown (docs/boxes.md). */
export const senderRecordSchema = z
  .object({
    id: z.uuid(),
    display_name: z.string(),
    avatar_url: z.string().nullable(),
    identifier_value: z.string(),
    identifier_kind: z.enum(['email', '']),
  })
  .meta({ id: 'Sender', description: 'A person or an organization that sent or belongs' });

/** The box event resource (docs/boxes.md). */
export const boxEventRecordSchema = z
  .object({
    id: z.uuid(),
    type: z.enum(BOX_EVENT_TYPES),
    box_id: z.uuid(),
    server_event_created_at: z.iso.datetime(),
    sender: senderRecordSchema.nullable().describe('Null once the sending identity was deleted'),
    sender_organization: organizationRefSchema
      .nullable()
      .describe(
        "The organization the event speaks for: the sending organization, or the box's owner organization when the sender is on its staff; null otherwise",
      ),
    content: z
      .record(z.string(), z.unknown())
      .nullable()
      .describe(
        'msg.text {encrypted, public_key}; msg.file {encrypted, public_key, encrypted_file_id}; ' +
          'a deleted message {deleted: {at_time, by_identity}}; state.access_mode {value}; ' +
          'access.add {restriction_type, value, auto_invite}; null for the other types',
      ),
    referrer_id: z.uuid().nullable(),
  })
  .meta({ id: 'BoxEvent', description: 'A message, a membership or a state change of a box' });

/** The box resource (docs/boxes.md; docs/boxes.md). */
export const boxRecordSchema = z
  .object({
    id: z.uuid(),
    title: z.string(),
    owner_org_id: z.uuid(),
    owner_organization: organizationRefSchema.describe(
      'The owner organization, named: who the box was opened by, for its readers',
    ),
    datatag_id: z.uuid().nullable(),
    datatag_subject: z.string(),
    public_key: z.string(),
    access_mode: z.enum(['limited', 'public']),
    server_created_at: z.iso.datetime(),
    creator: senderRecordSchema,
    last_event: boxEventRecordSchema.nullable(),
    events_count: z.number().int().min(0),
    unread_count: z
      .number()
      .int()
      .min(0)
      .nullable()
      .describe(
        "Events since the caller last acknowledged the box (PUT /boxes/{id}/acknowledgement), not the caller's own; null for an organization token",
      ),
  })
  .meta({ id: 'Box', description: 'An end-to-end encrypted box about one person' });

/** offset and limit of box, event and message lists: limit defaults to 500 and is capped there. */
export const paginationShape = {
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce
    .number()
    .int()
    .min(0)
    .default(BOX_LIST_MAX_LIMIT)
    .transform((limit) => Math.min(limit, BOX_LIST_MAX_LIMIT)),
};
