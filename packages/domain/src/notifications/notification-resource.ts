import type { NotificationType, Prisma } from '@coffer/db';
import { z } from 'zod';
import { toNotificationTypeName, type NotificationTypeName } from './notification-types';

function variant<Type extends NotificationTypeName, Details extends z.ZodType>(
  type: Type,
  details: Details,
) {
  return z.object({
    id: z.int(),
    type: z.literal(type),
    details,
    created_at: z.iso.datetime(),
    acknowledged_at: z.iso.datetime().nullable(),
  });
}

/**
 * docs/identities.md, with the `details` of each type (the specification leaves them
 * "not shown"; these are what the server writes, and what the API documents). Account and
 * identity events need none; box events name the box. An automatic invitation carries what
 * redeeming it takes (docs/key-model.md): the invitee's public key it was encrypted to, the
 * encrypted payload, and whether it was used (redeemed, or the box joined), which the `used`
 * filter of the count and the list reads.
 */
export const notificationResourceSchema = z.discriminatedUnion('type', [
  variant('member.kick', z.object({ box_id: z.uuid() })),
  variant('user.reset_password', z.null()),
  variant('user.create_account', z.null()),
  variant('user.create_identity', z.null()),
  variant(
    'box.auto_invite',
    z.object({
      box_id: z.uuid(),
      public_key: z.string().describe('The public key of yours the payload is encrypted to'),
      encrypted_payload: z
        .string()
        .describe('The cryptogram of {"boxKeyShare": "<invitation share>"} to public_key'),
      used: z.boolean(),
    }),
  ),
]);

export type NotificationResource = z.infer<typeof notificationResourceSchema>;

export const notificationResourceSelect = {
  id: true,
  type: true,
  details: true,
  createdAt: true,
  acknowledgedAt: true,
} as const;

/** A row whose details break its type's shape is a bug of the code that wrote it: it throws. */
export function toNotificationResource(row: {
  id: number;
  type: NotificationType;
  details: Prisma.JsonValue;
  createdAt: Date;
  acknowledgedAt: Date | null;
}): NotificationResource {
  return notificationResourceSchema.parse({
    id: row.id,
    type: toNotificationTypeName(row.type),
    details: row.details,
    created_at: row.createdAt.toISOString(),
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
  });
}
