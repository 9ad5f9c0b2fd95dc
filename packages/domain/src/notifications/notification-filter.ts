import { Prisma } from '@coffer/db';
import { toDbNotificationType, type NotificationTypeName } from './notification-types';

/** The query filters of the count and list operations (docs/identities.md). */
export type NotificationFilter = {
  identityId: string;
  type?: NotificationTypeName;
  /** true: only notifications whose details carry `used: true`; false: all the others. */
  used?: boolean;
};

const USED: Prisma.NotificationWhereInput = { details: { path: ['used'], equals: true } };

// SQL's NOT drops rows where `details -> 'used'` is missing (NULL, not false): those are
// "not used" too, so they are added back explicitly (a path equal to DbNull matches them,
// and rows whose details are NULL altogether).
const NOT_USED: Prisma.NotificationWhereInput = {
  OR: [{ NOT: USED }, { details: { path: ['used'], equals: Prisma.DbNull } }],
};

export function notificationWhere({
  identityId,
  type,
  used,
}: NotificationFilter): Prisma.NotificationWhereInput {
  return {
    identityId,
    ...(type === undefined ? {} : { type: toDbNotificationType(type) }),
    ...(used === undefined ? {} : used ? USED : NOT_USED),
  };
}
