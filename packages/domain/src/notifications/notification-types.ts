import type { NotificationType } from '@coffer/db';
import { z } from 'zod';

/** docs/identities.md: the types as the API names them. */
export const NOTIFICATION_TYPES = [
  'member.kick',
  'user.reset_password',
  'user.create_account',
  'user.create_identity',
  'box.auto_invite',
] as const;

export type NotificationTypeName = (typeof NOTIFICATION_TYPES)[number];

export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES);

// The database enum spells them with underscores (a Prisma identifier cannot hold a dot).
const BY_NAME = {
  'member.kick': 'member_kick',
  'user.reset_password': 'user_reset_password',
  'user.create_account': 'user_create_account',
  'user.create_identity': 'user_create_identity',
  'box.auto_invite': 'box_auto_invite',
} as const satisfies Record<NotificationTypeName, NotificationType>;

const BY_DB_TYPE = Object.fromEntries(
  Object.entries(BY_NAME).map(([name, dbType]) => [dbType, name]),
) as Record<NotificationType, NotificationTypeName>;

export function toDbNotificationType(name: NotificationTypeName): NotificationType {
  return BY_NAME[name];
}

export function toNotificationTypeName(dbType: NotificationType): NotificationTypeName {
  return BY_DB_TYPE[dbType];
}
