import type { AnyOperation } from '../../operations/operation-table';
import { acknowledgeNotificationsOperation } from './acknowledge-notifications';
import { countUnacknowledgedNotificationsOperation } from './count-unacknowledged-notifications';
import { listNotificationsOperation } from './list-notifications';
import { redeemAutoInvitationOperation } from './redeem-auto-invitation';
import {
  unsubscribeActivityEmailsOperation,
  unsubscribePageOperation,
} from './unsubscribe-activity-emails';

/** An identity's notifications (docs/identities.md). */
export const notificationsOperations = {
  countUnacknowledgedNotifications: countUnacknowledgedNotificationsOperation,
  listNotifications: listNotificationsOperation,
  acknowledgeNotifications: acknowledgeNotificationsOperation,
  redeemAutoInvitation: redeemAutoInvitationOperation,
  showUnsubscribePage: unsubscribePageOperation,
  unsubscribeActivityEmails: unsubscribeActivityEmailsOperation,
} satisfies Record<string, AnyOperation>;
