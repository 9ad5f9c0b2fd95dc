// Identity notifications (docs/identities.md): server-made records about an
// identity that its owner counts, lists and acknowledges (docs/identities.md).
export { notificationTypeSchema, type NotificationTypeName } from './notification-types';
export { notificationResourceSchema, type NotificationResource } from './notification-resource';
export { notificationIdsQuerySchema } from './notification-ids';
export {
  countUnacknowledgedNotifications,
  type CountUnacknowledgedNotificationsOptions,
} from './count-unacknowledged-notifications';
export { listNotifications, type ListNotificationsOptions } from './list-notifications';
export {
  acknowledgeNotifications,
  type AcknowledgeNotificationsOptions,
} from './acknowledge-notifications';
export { redeemAutoInvitation, type RedeemAutoInvitationOptions } from './redeem-auto-invitation';
