import type { Operation } from '../../rest/operation-table';
import { acknowledgeNotificationsProcedure } from './acknowledge-notifications';
import { countUnacknowledgedNotificationsProcedure } from './count-unacknowledged-notifications';
import { listNotificationsProcedure } from './list-notifications';
import { redeemAutoInvitationProcedure } from './redeem-auto-invitation';
import {
  unsubscribeActivityEmailsRoute,
  unsubscribePageRoute,
} from './unsubscribe-activity-emails';

/** An identity's notifications (docs/identities.md). */
export const notificationsRouter = {
  countUnacknowledgedNotifications: countUnacknowledgedNotificationsProcedure,
  listNotifications: listNotificationsProcedure,
  acknowledgeNotifications: acknowledgeNotificationsProcedure,
  redeemAutoInvitation: redeemAutoInvitationProcedure,
  showUnsubscribePage: unsubscribePageRoute,
  unsubscribeActivityEmails: unsubscribeActivityEmailsRoute,
} satisfies Record<string, Operation>;
