import { startTotpEnrolment } from '@coffer/domain/authn-methods';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { startTotpEnrolmentContract } from './start-totp-enrolment.types';

export const startTotpEnrolmentOperation = defineOperation(
  userRung(1),
  startTotpEnrolmentContract,
  ({ ctx, input }) => startTotpEnrolment({ caller: ctx.caller, identityId: input.id }),
);
