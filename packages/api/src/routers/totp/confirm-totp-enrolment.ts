import { confirmTotpEnrolment } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { confirmTotpEnrolmentContract } from './confirm-totp-enrolment.types';

export const confirmTotpEnrolmentProcedure = withContract(
  userProcedure(1),
  confirmTotpEnrolmentContract,
).mutation(({ ctx, input }) =>
  confirmTotpEnrolment({
    caller: ctx.caller,
    identityId: input.id,
    enrolmentId: input.enroll_id,
    code: input.code,
  }),
);
