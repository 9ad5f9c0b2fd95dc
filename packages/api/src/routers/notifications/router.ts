import type { Operation } from '../../rest/operation-table';
import { acknowledgeNotificationsProcedure } from './acknowledge-notifications';
import { countUnacknowledgedNotificationsProcedure } from './count-unacknowledged-notifications';
import { listNotificationsProcedure } from './list-notifications';
import { redeemAutoInvitationProcedure } from './redeem-auto-invitation';

/** An identity's notifications (docs/identities.md). */
export const notificationsRouter = {
  countUnacknowledgedNotifications: countUnacknowledgedNotificationsProcedure,
  listNotifications: listNotificationsProcedure,
  acknowledgeNotifications: acknowledgeNotificationsProcedure,
  redeemAutoInvitation: redeemAutoInvitationProcedure,
} satisfies Record<string, Operation>;
