import { router } from '../../trpc';
import { acknowledgeNotificationsProcedure } from './acknowledge-notifications';
import { countNotificationsProcedure } from './count-notifications';
import { listNotificationsProcedure } from './list-notifications';

/** An identity's notifications (contract §7). */
export const notificationsRouter = router({
  count: countNotificationsProcedure,
  list: listNotificationsProcedure,
  acknowledge: acknowledgeNotificationsProcedure,
});
