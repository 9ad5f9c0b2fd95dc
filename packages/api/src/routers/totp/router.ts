import { router } from '../../trpc';
import { confirmTotpEnrolmentProcedure } from './confirm-totp-enrolment';
import { removeTotpProcedure } from './remove-totp';
import { startTotpEnrolmentProcedure } from './start-totp-enrolment';

export const totpRouter = router({
  startTotpEnrolment: startTotpEnrolmentProcedure,
  confirmTotpEnrolment: confirmTotpEnrolmentProcedure,
  removeTotp: removeTotpProcedure,
});
