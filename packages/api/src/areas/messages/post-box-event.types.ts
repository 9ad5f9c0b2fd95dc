import { z } from 'zod';
import { POSTABLE_BOX_EVENT_TYPES } from '@coffer/domain/boxes';
import type { OperationContract } from '../../operations/operation-contract';
import { boxEventRecordSchema } from '../boxes/box.schema';

export const postBoxEventContract = {
  rest: {
    method: 'POST',
    path: '/boxes/{id}/events',
    status: 201,
    summary:
      'Post an event: msg.text, msg.delete (author or admin; 410 when already deleted), member.join, member.leave; admins: state.access_mode, state.key_share, access.add, access.rm',
    tags: ['Messages'],
  },
  // The per-type shapes of content, referrer_id and extra are checked by the domain
  // (parseBoxEventInput), which answers 400 naming the field.
  input: z.strictObject({
    id: z.uuid(),
    type: z.enum(POSTABLE_BOX_EVENT_TYPES),
    content: z
      .unknown()
      .optional()
      .describe(
        "msg.text {encrypted (url-safe base64, ≤ 256 KiB), public_key (the box's)}; " +
          'state.access_mode {value: "public"|"limited"}; ' +
          'access.add {restriction_type: "identifier"|"email_domain", value, auto_invite}; absent for the others',
      ),
    referrer_id: z
      .uuid()
      .nullable()
      .optional()
      .describe('msg.delete: the message; access.rm: the access.add event'),
    extra: z
      .unknown()
      .optional()
      .describe(
        'state.key_share {service_share, invitation_share_hash, encrypted_invitation_key_share}; ' +
          'access.add with auto_invite: {<identity public key>: <encrypted invitation>}',
      ),
  }),
  output: boxEventRecordSchema,
  // The kept answer is an event of the box, and goes with it.
  idempotencyKey: { boxOf: (input) => String(input['id']) },
} satisfies OperationContract;
