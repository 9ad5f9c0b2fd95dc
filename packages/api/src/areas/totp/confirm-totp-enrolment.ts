import { confirmTotpEnrolment } from '@coffer/domain/authn-methods';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { confirmTotpEnrolmentContract } from './confirm-totp-enrolment.types';

export const confirmTotpEnrolmentOperation = defineOperation(
  userRung(1),
  confirmTotpEnrolmentContract,
  ({ ctx, input }) =>
    confirmTotpEnrolment({
      caller: ctx.caller,
      identityId: input.id,
      enrolmentId: input.enroll_id,
      code: input.code,
    }),
);
