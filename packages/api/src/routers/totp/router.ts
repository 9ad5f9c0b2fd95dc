import type { Operation } from '../../rest/operation-table';
import { confirmTotpEnrolmentProcedure } from './confirm-totp-enrolment';
import { removeTotpProcedure } from './remove-totp';
import { startTotpEnrolmentProcedure } from './start-totp-enrolment';

export const totpRouter = {
  startTotpEnrolment: startTotpEnrolmentProcedure,
  confirmTotpEnrolment: confirmTotpEnrolmentProcedure,
  removeTotp: removeTotpProcedure,
} satisfies Record<string, Operation>;
