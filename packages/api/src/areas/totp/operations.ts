import type { AnyOperation } from '../../operations/operation-table';
import { confirmTotpEnrolmentOperation } from './confirm-totp-enrolment';
import { removeTotpOperation } from './remove-totp';
import { startTotpEnrolmentOperation } from './start-totp-enrolment';

export const totpOperations = {
  startTotpEnrolment: startTotpEnrolmentOperation,
  confirmTotpEnrolment: confirmTotpEnrolmentOperation,
  removeTotp: removeTotpOperation,
} satisfies Record<string, AnyOperation>;
